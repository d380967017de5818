import { BUYER_REPLY_HOURS, MOST_EXPORTED_CATEGORIES_COUNT } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';
import { MOST_EXPORTED_CATEGORIES_IT } from './most-exported-categories';

export const tip0 = {
  n: 0,
  title: 'Prodotti che puoi esportare',
  lead: 'Quasi ogni prodotto si può vendere all’estero, ma non tutti i prodotti possono essere esportati con profitto da qualsiasi azienda. La scelta giusta dipende da ciò che i buyer esteri già acquistano, da ciò che il tuo stabilimento sa fare meglio dei concorrenti e da quanta strada possono fare le tue merci prima che trasporto, dazi e burocrazia si mangino il margine. Questa guida aiuta i produttori a decidere quali prodotti proporre per primi.',
  summary:
    'Quali prodotti viaggiano bene e si vendono all’estero: beni industriali, specialità di nicchia e produzione private label. Con il nostro elenco delle 50 categorie di prodotti più esportate nel commercio mondiale.',
  description: `Prodotti da esportare: beni industriali, di nicchia e private label, con l’elenco delle ${MOST_EXPORTED_CATEGORIES_COUNT} categorie di prodotti più esportate nel commercio mondiale.`,
  keywords: [
    'prodotti da esportare',
    'prodotti più esportati al mondo',
    'cosa esportare all’estero',
    'prodotti di nicchia da esportare',
    'produzione private label',
  ],
  sections: [
    {
      heading: 'Parti da ciò che il mondo già compra',
      paragraphs: [
        'Il successo all’estero raramente nasce dall’inventare una domanda che non c’è. Nasce dall’inserirsi in un flusso commerciale che esiste già e dall’offrire, al suo interno, condizioni migliori: più qualità a parità di prezzo, tempi di consegna più brevi, un partner più affidabile o una specifica tecnica che i fornitori locali non riescono a garantire. Prima di stampare un catalogo in tre lingue, controlla le statistiche sulle importazioni dei paesi che ti interessano. Le dogane nazionali e le banche dati internazionali sul commercio pubblicano, per ogni codice doganale, quanto importa ciascun paese e da dove.',
        'Se un paese importa volumi elevati e in crescita dei prodotti che fabbrichi, i buyer locali sono abituati a lavorare con fornitori esteri, i documenti sono familiari ai loro spedizionieri doganali e i canali distributivi esistono già. Il tuo compito è conquistare una quota di quel flusso, non educare un intero mercato.',
      ],
    },
    {
      heading: 'Quali prodotti si esportano meglio',
      paragraphs: [
        'I prodotti che si esportano bene hanno di solito alcune caratteristiche in comune. Hanno un valore elevato rispetto al peso e al volume, così il trasporto incide poco sul prezzo finale a destino. Non sono deperibili, oppure possono viaggiare con soluzioni di catena del freddo collaudate. Rispettano gli standard internazionali, o possono essere certificati per il mercato di destinazione senza riprogettare l’intera gamma. E offrono qualcosa che i buyer non trovano facilmente nel proprio paese: una tecnologia, un design, un materiale, un marchio o semplicemente un livello di qualità costante.',
      ],
      list: [
        'Alto valore al chilo: componenti per macchinari, strumenti, specialità chimiche, accessori moda.',
        'Stabili durante il trasporto: prodotti secchi, beni durevoli, alimenti confezionati, sigillati e certificati.',
        'Già a norma: marcatura CE, certificazioni UL, ISO o di settore già ottenute.',
        'Difficili da copiare sul posto: processi proprietari, know-how, origine o design.',
      ],
    },
    {
      heading: 'Prodotti industriali',
      paragraphs: [
        'Macchinari, ricambi, utensili, valvole, pompe, componenti elettrici e semilavorati sono la spina dorsale del commercio tra imprese. I buyer industriali acquistano in base alle specifiche tecniche, al costo totale di possesso e al servizio, non d’impulso. È una buona notizia per i produttori di medie dimensioni: un prodotto ben documentato, con disegni chiari, certificati di collaudo e un servizio post-vendita affidabile, può competere con gruppi molto più grandi.',
        'Pensa a una relazione di lungo periodo. Un cliente industriale che ti qualifica come fornitore può riordinare per anni, ma si aspetterà anche ricambi, risposte tecniche e reazioni rapide. Impegnati a rispondere a ogni richiesta dei buyer entro ' +
          `${BUYER_REPLY_HOURS} ore, anche se la prima risposta si limita a confermare che l’ufficio tecnico sta preparando il preventivo.`,
      ],
    },
    {
      heading: 'Prodotti di nicchia',
      paragraphs: [
        'Un prodotto di nicchia risponde molto bene a un’esigenza circoscritta: una specialità alimentare di una sola regione, un componente per un solo tipo di macchina, un materiale per un solo processo. In un singolo paese i mercati di nicchia sono piccoli, ed è proprio per questo che esportare ha senso. Sommata su venti o trenta paesi, una nicchia diventa un business solido, e di solito la concorrenza si limita a una manciata di specialisti che si conoscono tutti.',
        'Per esportare un prodotto di nicchia devi essere facile da trovare. I buyer specializzati cercano con termini tecnici precisi: descrivi i tuoi prodotti con le parole che usano davvero i tuoi clienti, compresi i riferimenti alle norme e i nomi delle applicazioni, e mantieni completo e aggiornato il tuo profilo sulle piattaforme B2B.',
      ],
    },
    {
      heading: 'Prodotti private label',
      paragraphs: [
        'Molti importatori, distributori e catene commerciali vendono prodotti con il proprio marchio e cercano produttori in grado di realizzarli secondo le loro specifiche. La produzione private label permette a uno stabilimento di saturare la capacità produttiva e di entrare in mercati dove costruire un marchio proprio richiederebbe anni. Il rovescio della medaglia è un margine più basso e un minore controllo sul cliente finale: per questo molti esportatori combinano i due approcci, con il proprio marchio in alcuni mercati e la produzione private label negli altri.',
        'I buyer private label verificano capacità produttiva, sistemi di gestione della qualità, flessibilità nel packaging e riservatezza. Prepara un breve dossier con le tue certificazioni, le quantità minime d’ordine, i tempi di consegna e alcuni esempi di produzioni personalizzate già realizzate.',
      ],
    },
    {
      heading: `Le ${MOST_EXPORTED_CATEGORIES_COUNT} categorie di prodotti più esportate`,
      paragraphs: [
        'L’elenco qui sotto riporta, in ordine approssimativo, le categorie di prodotti con il maggior valore di esportazioni a livello mondiale. Energia, elettronica e veicoli dominano, ma anche macchinari, prodotti medicali, metalli e alimentari si muovono in volumi molto elevati. Le posizioni cambiano di anno in anno con i prezzi e la domanda: consideralo una mappa di dove si concentra il commercio, non una classifica fissa.',
        'Non leggerlo come l’elenco degli unici prodotti che vale la pena esportare. Le grandi categorie attirano grandi concorrenti; un fornitore specializzato all’interno di una grande categoria, o un leader in una piccola, può ottenere ottimi risultati.',
      ],
      list: MOST_EXPORTED_CATEGORIES_IT,
      ordered: true,
    },
    {
      heading: 'Scegli, sperimenta, poi cresci',
      paragraphs: [
        'Scegli uno o due prodotti in cui sei più forte e due o tre mercati di destinazione con importazioni significative, poi mettili alla prova con preventivi veri inviati a buyer veri. Misura quante richieste ricevi, quanto velocemente rispondi e quanti preventivi si trasformano in ordini. Solo dopo amplia la gamma. Un avvio mirato ti insegna sull’export molto più di un catalogo di centinaia di articoli inviato ovunque, tutto in una volta.',
      ],
    },
  ],
} satisfies TipArticle;
