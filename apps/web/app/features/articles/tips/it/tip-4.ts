import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip4 = {
  n: 4,
  title: 'Chi è il buyer industriale',
  lead: 'Dietro ogni ordine dall’estero c’è un buyer con un lavoro da svolgere, obiettivi da raggiungere e rischi da evitare. Capire chi è il buyer industriale, come decide e che cosa teme ti aiuta a scrivere offerte migliori, a rispondere alle domande giuste e a diventare il fornitore che sceglie e con cui continua a lavorare.',
  summary:
    'Chi acquista prodotti industriali all’estero, come si prendono le decisioni di acquisto, che cosa verificano i buyer prima di scegliere un fornitore estero e come conquistarne la fiducia.',
  description:
    'Chi è il buyer industriale: tipi di acquirenti internazionali, centro d’acquisto, criteri di scelta dei fornitori e come ottenere fiducia e ordini ripetuti.',
  keywords: [
    'buyer industriale',
    'buyer internazionali',
    'responsabile acquisti',
    'selezione dei fornitori',
    'centro d’acquisto',
  ],
  sections: [
    {
      heading: 'Tanti tipi di buyer',
      paragraphs: [
        'La parola «buyer» indica aziende molto diverse tra loro, e ognuna cerca qualcosa di diverso in un fornitore estero. Capire con chi stai parlando orienta tutta la tua offerta.',
      ],
      list: [
        'Produttori (OEM) che acquistano componenti, materiali e macchinari per realizzare i propri prodotti.',
        'Importatori e distributori che acquistano per rivendere nel loro paese e hanno bisogno di margine, scorte e supporto.',
        'Grossisti e catene commerciali, compresi i buyer private label che vogliono prodotti realizzati secondo le loro specifiche.',
        'Imprese appaltatrici e società di ingegneria che acquistano per progetti specifici con scadenze fisse.',
        'Enti pubblici e grandi utility che acquistano tramite gare d’appalto.',
        'Società di trading e agenti di sourcing che acquistano per conto di terzi.',
      ],
    },
    {
      heading: 'Il centro d’acquisto',
      paragraphs: [
        'Nelle aziende industriali gli acquisti raramente vengono decisi da una sola persona. Gli studiosi chiamano il gruppo coinvolto centro d’acquisto (buying center). L’utilizzatore, spesso un tecnico di produzione o di manutenzione, sa che cosa deve fare il prodotto. Il tecnico che redige le specifiche definisce i requisiti. Il responsabile acquisti cerca i fornitori, confronta le offerte e negozia. Il responsabile qualità verifica e approva i nuovi fornitori. Un direttore o il titolare autorizza le spese importanti. A volte un filtro (gatekeeper), come un assistente o una piattaforma di e-procurement, decide quali offerte arrivano agli altri.',
        'Un esportatore che parla solo con il responsabile acquisti rischia di perdere contro un concorrente che ha convinto il tecnico. Fornisci contenuti tecnici a chi redige le specifiche, chiarezza commerciale all’ufficio acquisti e documentazione all’ufficio qualità, e chiedi fin dall’inizio chi altro partecipa alla decisione.',
      ],
    },
    {
      heading: 'Come decide il buyer industriale',
      paragraphs: [
        'L’acquisto industriale è un processo: si riconosce un’esigenza, si definisce il requisito, si cercano e si preselezionano i fornitori, si chiedono e si confrontano le offerte, si sceglie un fornitore e, dopo la consegna, se ne monitorano le prestazioni. Per i riacquisti il processo è breve; per un prodotto nuovo o un nuovo fornitore può durare mesi e comprendere campioni, prove e audit.',
        'Il prezzo conta, ma i buyer guardano al costo totale: prezzo d’acquisto più trasporto, dazi, problemi di qualità, fermi macchina, scorte e assistenza. Un prezzo leggermente più alto, con una qualità affidabile e consegne puntuali, spesso vince.',
      ],
    },
    {
      heading: 'Che cosa verificano i buyer prima di scegliere un fornitore estero',
      paragraphs: [
        'Comprare all’estero aggiunge rischi: distanza, lingua, dogana, valuta e la difficoltà di risolvere i problemi da lontano. I buyer riducono questi rischi verificando con attenzione il fornitore. Aspettati domande su storia e assetto proprietario dell’azienda, capacità produttiva, certificazioni di qualità, referenze di clienti in mercati simili, stabilità finanziaria, puntualità delle consegne, esperienza nell’export e assistenza post-vendita. Tieni pronte le risposte in una breve presentazione aziendale.',
      ],
    },
    {
      heading: 'Che cosa apprezzano di più i buyer',
      paragraphs: [
        'Chiedi a responsabili acquisti esperti che cosa si aspettano dai fornitori e le risposte saranno sempre le stesse: qualità costante, consegne puntuali, offerte chiare e complete, onestà quando qualcosa va storto e comunicazione rapida. L’ultimo punto è il più facile da controllare per un esportatore, e anche il più trascurato.',
        `Rispondi ai buyer entro ${BUYER_REPLY_HOURS} ore. Se il preventivo completo richiede più tempo, invia una breve risposta che confermi la ricezione, ponga le eventuali domande tecniche ancora aperte e indichi quando arriverà l’offerta. I buyer che seguono molti progetti insieme notano subito chi risponde e chi no; una prima risposta lenta viene spesso letta come l’anticipazione di consegne lente.`,
      ],
    },
    {
      heading: 'Cultura e comunicazione',
      paragraphs: [
        'I buyer industriali di tutto il mondo condividono abitudini professionali, ma la cultura d’impresa conta ancora. In alcuni mercati le decisioni sono rapide e dirette; in altri arrivano dopo una lunga fase di costruzione della relazione. Alcuni buyer si aspettano di negoziare ogni cifra; altri lo considerano una mancanza di serietà. Impara le basi di ciascun mercato, adatta il tono dei tuoi messaggi e, quando possibile, comunica nella lingua del buyer o in un inglese chiaro e semplice.',
      ],
    },
    {
      heading: 'Dal primo ordine a un rapporto duraturo',
      paragraphs: [
        'Il primo ordine è un banco di prova. Consegna esattamente ciò che hai promesso, nei tempi e con documenti completi, e resta in contatto dopo la consegna per chiedere come si comporta il prodotto. Tieni traccia delle preferenze, dei volumi e dei decisori di ogni buyer. Un buyer industriale soddisfatto cambia raramente fornitore senza motivo, e spesso ti raccomanda a colleghi di altre aziende e di altri paesi.',
      ],
    },
  ],
} satisfies TipArticle;
