import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip3 = {
  n: 3,
  title: 'Come creare una rete di distribuzione all’estero per i tuoi prodotti',
  lead: 'Un singolo cliente estero è un’opportunità; una rete di distribuzione è un business. Per costruirla servono un piano di marketing per l’export messo per iscritto, il giusto mix di fiere e piattaforme online, un ufficio export in grado di servire rapidamente i partner e persone formate per farlo. Questo articolo esamina ciascun elemento.',
  summary:
    'Da un piano di marketing per l’export messo per iscritto a una rete di agenti e distributori che funziona: fiere o piattaforme online, organizzazione dell’ufficio export e formazione del personale.',
  description:
    'Come creare una rete di distribuzione all’estero: piano di marketing per l’export, fiere e piattaforme B2B, agenti e distributori, ufficio export e formazione.',
  keywords: [
    'rete di distribuzione all’estero',
    'come trovare distributori esteri',
    'agenti e distributori esteri',
    'piano export',
    'ufficio export',
    'fiere internazionali',
  ],
  sections: [
    {
      heading: 'Perché una rete e non solo clienti',
      paragraphs: [
        'Vendere direttamente agli utilizzatori finali in molti paesi costa caro: ogni mercato ha la sua lingua, le sue normative, le sue aspettative in fatto di assistenza e le sue abitudini di pagamento. I partner locali conoscono già tutto questo. Un importatore o un distributore tiene le scorte, gestisce le pratiche doganali, fattura in valuta locale, offre l’assistenza post-vendita e porta con sé relazioni che tu impiegheresti anni a costruire. Un agente trova i clienti e percepisce una provvigione, mentre tu spedisci e fatturi direttamente. Una buona rete combina le due figure, mercato per mercato.',
      ],
    },
    {
      heading: 'Metti per iscritto un piano di marketing per l’export',
      paragraphs: [
        'Il piano non deve essere lungo, ma deve essere scritto, condiviso e rivisto ogni anno. Trasforma le buone intenzioni in decisioni e in un budget.',
      ],
      list: [
        'I mercati obiettivo in ordine di priorità, con le ragioni di ogni scelta.',
        'I prodotti e le versioni offerti in ciascun mercato, con le eventuali certificazioni necessarie.',
        'Il modello di canale: vendita diretta, agenti, importatori, distributori o una combinazione.',
        'La struttura dei prezzi a ogni livello, dal franco fabbrica al cliente finale.',
        'La promozione: piattaforme, fiere, visite, campioni e materiali nelle lingue locali.',
        'Un budget annuale, un calendario e obiettivi misurabili per ogni mercato.',
        'Chi è responsabile di ciascuna azione.',
      ],
    },
    {
      heading: 'Trova e seleziona i partner',
      paragraphs: [
        'Cerca partner che vendono già prodotti complementari agli stessi clienti, non concorrenti che potrebbero tenere la tua linea su uno scaffale solo per proteggere la propria. Chiedi nominativi alle associazioni di categoria, alle camere di commercio e ai clienti che hai già, fai ricerche sulle piattaforme B2B e guarda chi espone alle principali fiere del tuo settore.',
        'Prima di firmare, verifica la solidità finanziaria del partner, le sue referenze, il magazzino, il personale tecnico e gli altri marchi che rappresenta. Inizia con un periodo di prova e obiettivi chiari, e concorda per iscritto territorio, esclusiva, volumi minimi, prezzi, supporto marketing e condizioni di recesso. L’esclusiva va guadagnata con i risultati, non concessa il primo giorno.',
      ],
    },
    {
      heading: 'Fiere o piattaforme online',
      paragraphs: [
        'Le fiere concentrano un intero settore in pochi padiglioni e per pochi giorni. Sono ideali per incontrare di persona potenziali distributori, mostrare prodotti che bisogna vedere in funzione e consolidare i rapporti con i partner esistenti. I loro limiti sono il costo, tra stand, viaggi e tempo del personale, e il calendario: la fiera si tiene una volta l’anno, che tu sia pronto o no.',
        'Le piattaforme B2B online lavorano tutti i giorni, in tutti i fusi orari, a una frazione del costo. Permettono a buyer e distributori di trovarti cercando prodotti specifici, e a te di contattare importatori in mercati che non potresti mai visitare. Il loro limite è la fiducia: un primo contatto online vale meno di una stretta di mano, quindi va seguito da campioni, videochiamate e, per i partner importanti, da una visita.',
        'L’approccio migliore usa entrambi gli strumenti. Costruisci online, tutto l’anno, visibilità e un flusso costante di contatti, poi sfrutta poche fiere scelte con cura per incontrare di persona i potenziali clienti più promettenti e chiudere gli accordi.',
      ],
    },
    {
      heading: 'Organizza un ufficio export',
      paragraphs: [
        'Una rete ha bisogno di un punto di contatto che risponda ai partner in modo rapido e competente. In una piccola azienda l’ufficio export può essere composto da una o due persone: ciò che conta è che l’export sia il lavoro principale di qualcuno, non un compito in più. L’ufficio gestisce richieste, preventivi, evasione degli ordini, documenti, spedizioni, controllo dei pagamenti e supporto ai partner.',
        `Stabilisci standard di servizio chiari. Rispondi a buyer e partner entro ${BUYER_REPLY_HOURS} ore, conferma gli ordini con le date di consegna e invia i documenti di spedizione non appena la merce parte. Dota l’ufficio di un database clienti condiviso, di modelli di preventivo standard e di listini aggiornati per ogni mercato, così le risposte restano rapide e coerenti anche quando qualcuno è in ferie.`,
      ],
    },
    {
      heading: 'Forma il personale e i partner',
      paragraphs: [
        'Chi lavora nell’export ha bisogno di competenze che le vendite sul mercato interno raramente richiedono: lingue straniere, Incoterms, strumenti di pagamento, documenti doganali, capacità di negoziare con culture diverse e uso delle piattaforme digitali. Investi in una formazione regolare, con i corsi proposti da camere di commercio e associazioni di categoria o con l’affiancamento di colleghi esperti.',
        'Forma anche i partner. I distributori vendono ciò che capiscono. Fornisci formazione sul prodotto, documentazione tecnica, materiali di marketing nella loro lingua e un referente preciso per le domande. Vai a trovarli, invita il loro personale nel tuo stabilimento e analizzate insieme i risultati ogni trimestre. Un distributore che si sente supportato diventa un’estensione della tua azienda; uno che si sente trascurato finirà, senza dirlo, per spingere altri marchi.',
      ],
    },
    {
      heading: 'Cresci un mercato alla volta',
      paragraphs: [
        'Non aprire dieci mercati contemporaneamente. Costruisci una partnership solida, impara da quell’esperienza, poi replica il modello. Una rete cresciuta con costanza, con partner formati e un ufficio export reattivo, è un patrimonio che continua a generare ordini per anni.',
      ],
    },
  ],
} satisfies TipArticle;
