import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip1 = {
  n: 1,
  title: 'Come avviare un’attività di export',
  lead: 'Esportare non significa concludere una singola vendita con un cliente estero: significa costruire un sistema che funzioni ogni volta che arriva un ordine. Scelta dei mercati, prezzi, termini di resa, documenti, pagamenti e logistica sono collegati tra loro, e un anello debole in uno qualsiasi di questi punti può trasformare un buon ordine in una perdita. Ecco come costruire questo sistema passo dopo passo.',
  summary:
    'Il sistema export passo dopo passo: scelta dei mercati, costruzione del prezzo all’export, Incoterms, documenti, condizioni di pagamento e logistica. Una checklist pratica per il produttore che affronta le prime vendite all’estero.',
  description:
    'Come avviare un’attività di export: scelta dei mercati, prezzo all’export, Incoterms, documenti, condizioni di pagamento e logistica spiegati ai produttori.',
  keywords: [
    'come iniziare a esportare',
    'come esportare all’estero',
    'Incoterms',
    'documenti per l’export',
    'prezzo all’export',
    'pagamenti internazionali',
  ],
  sections: [
    {
      heading: '1. Verifica che l’azienda sia pronta',
      paragraphs: [
        'Prima di guardare all’estero, guarda dentro l’azienda. Per esportare serve capacità produttiva disponibile, perché un ordine estero che fa slittare le consegne ai clienti del mercato interno danneggia entrambi i rapporti. Serve una persona responsabile del processo export, che parli almeno l’inglese e abbia l’autorità per rispondere in fretta. Servono informazioni di prodotto pronte all’uso: schede tecniche, listini, fotografie e certificazioni. E servono pazienza e un budget, perché spesso i primi ordini arrivano dopo sei-diciotto mesi di lavoro.',
      ],
    },
    {
      heading: '2. Scegli i mercati',
      paragraphs: [
        'Non cercare di vendere ovunque. Seleziona da tre a cinque paesi in base alle statistiche di importazione per i tuoi codici doganali, alla crescita di quelle importazioni, ai dazi e alle barriere tecniche, alla distanza e al costo del trasporto, alla lingua e alla cultura d’impresa, oltre che ai contatti che hai già. I mercati vicini e i paesi con cui esistono accordi commerciali sono spesso il punto di partenza più semplice. Poi mettili in ordine di priorità e concentra il primo anno sui primi due.',
        'Visita ciascun mercato scelto, o almeno studialo a fondo: chi sono i concorrenti, quali prezzi pagano i clienti finali, quali certificazioni sono obbligatorie e in che modo le merci arrivano di solito ai buyer (direttamente, tramite importatori o tramite distributori).',
      ],
    },
    {
      heading: '3. Costruisci il prezzo all’export',
      paragraphs: [
        'Il prezzo all’export non è il listino nazionale convertito in un’altra valuta. Parti dal costo di produzione, aggiungi i costi specifici dell’export (imballaggio per trasporti lunghi, etichettatura, certificazioni, documentazione, provvigioni agli agenti e costo finanziario di dilazioni di pagamento più lunghe) e infine il tuo margine. Il risultato è il tuo prezzo all’export franco fabbrica (EXW).',
        'Poi calcola quanto pagherà davvero il buyer una volta aggiunti trasporto, assicurazione, dazi, imposte e margine del distributore. Se questo prezzo a destino è molto più alto di quello dei concorrenti locali, nessuno sconto sul prezzo franco fabbrica salverà la trattativa: ti servirà un altro mercato, un altro canale o un’altra versione del prodotto.',
      ],
    },
    {
      heading: '4. Concorda gli Incoterms',
      paragraphs: [
        'Gli Incoterms sono le regole internazionali, pubblicate dalla Camera di Commercio Internazionale (ICC), che stabiliscono dove il venditore consegna la merce, chi paga ciascun costo di trasporto e quando il rischio passa al compratore. Nei preventivi e nei contratti indica sempre la regola, il luogo convenuto e l’edizione degli Incoterms, per esempio «FCA magazzino di Milano, Incoterms 2020».',
      ],
      list: [
        'EXW (Ex Works, franco fabbrica): il compratore ritira la merce presso la tua sede; semplice per te, ma lo sdoganamento all’esportazione è a carico del compratore.',
        'FCA (Free Carrier): sdogani tu la merce all’esportazione e la consegni al vettore del compratore; la scelta più indicata per la maggior parte delle spedizioni.',
        'CPT / CIP: paghi tu il trasporto principale fino a destinazione; con CIP assicuri anche la merce.',
        'FOB / CIF: solo per il trasporto marittimo, quando la merce viene caricata a bordo della nave.',
        'DAP / DDP: consegni a destinazione; con DDP paghi anche i dazi all’importazione, quindi usalo solo se conosci bene le regole del paese di destinazione.',
      ],
    },
    {
      heading: '5. Prepara i documenti',
      paragraphs: [
        'Ogni spedizione viaggia accompagnata da documenti, cartacei o digitali. Il set di base comprende la fattura commerciale, la packing list, il documento di trasporto (polizza di carico, lettera di vettura aerea o lettera di vettura stradale CMR) e la dichiarazione di esportazione. Molte spedizioni richiedono anche un certificato di origine, per ottenere dazi ridotti grazie agli accordi commerciali, e certificati di prodotto come dichiarazioni di conformità, rapporti di prova o certificati sanitari. Uno spedizioniere o uno spedizioniere doganale può preparare buona parte di questi documenti, ma la responsabilità di descrizioni, codici doganali e valori corretti resta tua.',
      ],
    },
    {
      heading: '6. Scegli condizioni di pagamento che ti tutelino',
      paragraphs: [
        'Con un nuovo buyer estero il rischio di non essere pagati è reale, e recuperare un credito all’estero è lento e costoso. All’inizio usa condizioni sicure, e allentale man mano che cresce la fiducia.',
      ],
      list: [
        'Pagamento anticipato: la soluzione più sicura per il venditore; comune per i campioni e per i primi piccoli ordini.',
        'Lettera di credito (credito documentario): la banca del compratore garantisce il pagamento a fronte di documenti conformi; una tutela forte per gli ordini più consistenti.',
        'Incasso documentario: le banche consegnano i documenti contro pagamento; costa meno di una lettera di credito, ma tutela meno.',
        'Conto aperto: pagamento dopo la consegna; solo con clienti di fiducia o con un’assicurazione del credito all’esportazione.',
      ],
    },
    {
      heading: '7. Organizza la logistica',
      paragraphs: [
        'Scegli uno spedizioniere affidabile, possibilmente con esperienza nei tuoi paesi di destinazione, e per ogni mercato confronta trasporto marittimo, aereo, stradale e ferroviario. L’imballaggio deve proteggere la merce attraverso più movimentazioni e sbalzi climatici, e riportare le marcature corrette. Concorda in anticipo come verranno segnalati danni e ritardi, e tieni informato il buyer dal giorno in cui la merce lascia il tuo magazzino.',
      ],
    },
    {
      heading: '8. Fai della rapidità parte del sistema',
      paragraphs: [
        `I buyer esteri confrontano più fornitori contemporaneamente. Rispondi a ogni richiesta entro ${BUYER_REPLY_HOURS} ore, invia preventivi che indichino già Incoterms, validità, tempi di consegna e condizioni di pagamento, e dopo una settimana ricontatta il buyer con garbo. Un’azienda che risponde in modo rapido e completo viene percepita come un partner affidabile prima ancora di aver spedito un solo prodotto.`,
      ],
    },
  ],
} satisfies TipArticle;
