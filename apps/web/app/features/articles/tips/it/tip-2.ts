import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip2 = {
  n: 2,
  title: 'Marketing industriale per l’export',
  lead: 'Promuovere un prodotto industriale all’estero è molto diverso dal fare pubblicità ai consumatori. Il buyer è un professionista, la decisione coinvolge più persone e la vendita può richiedere mesi. Un buon marketing industriale per l’export rende la tua azienda facile da trovare e da capire, e le dà credibilità agli occhi di tecnici e responsabili acquisti che non l’hanno mai sentita nominare.',
  summary:
    'Come i produttori conquistano l’attenzione dei buyer professionali all’estero: posizionamento, contenuti tecnici, piattaforme B2B, fiere e risposte rapide e complete alle richieste.',
  description:
    'Marketing industriale per l’export: posizionamento, contenuti tecnici, piattaforme B2B, fiere, follow-up dei contatti e misurazione dei risultati all’estero.',
  keywords: [
    'marketing industriale',
    'marketing per l’export',
    'marketing B2B',
    'come trovare clienti all’estero',
    'lead generation B2B',
  ],
  sections: [
    {
      heading: 'Che cosa rende diverso il marketing industriale',
      paragraphs: [
        'Il marketing rivolto ai consumatori punta sulle emozioni e sul grande pubblico. Il marketing industriale parla a un numero ristretto di professionisti che acquistano per risolvere un problema tecnico o economico: mantenere in funzione una linea di produzione, ridurre i consumi energetici, adeguarsi a una nuova normativa, abbassare il costo unitario. Leggono schede tecniche, confrontano specifiche e chiedono referenze. Non si lasciano convincere dagli slogan, ma dalle prove concrete e dalla sensazione che il fornitore capisca il loro processo.',
        'La decisione d’acquisto, di solito, è condivisa. Un tecnico definisce il fabbisogno, un responsabile acquisti negozia, un responsabile qualità approva il fornitore e un direttore firma. Il tuo marketing deve dare a ciascuno di loro ciò di cui ha bisogno.',
      ],
    },
    {
      heading: 'Definisci un posizionamento chiaro',
      paragraphs: [
        'Rispondi in una sola frase a una domanda: perché un’azienda estera dovrebbe comprare questo prodotto da te anziché da un fornitore locale o da una grande multinazionale? La risposta può essere la precisione, la durata, la personalizzazione, i tempi di consegna brevi, un materiale particolare, l’efficienza energetica o la flessibilità di un’azienda di medie dimensioni. Qualunque sia, mettila in primo piano sul sito, nel catalogo e nel profilo sulle piattaforme, e sostienila con i numeri.',
      ],
    },
    {
      heading: 'Produci contenuti che i tecnici usano davvero',
      paragraphs: [
        'Il materiale di marketing industriale più efficace è spesso il meno appariscente. I buyer cercano documenti che possono usare nel proprio lavoro, e si ricordano dei fornitori che glieli hanno messi a disposizione.',
      ],
      list: [
        'Schede tecniche con dimensioni, tolleranze, materiali e norme di riferimento.',
        'Disegni e modelli 3D nei formati più diffusi, se la riservatezza lo consente.',
        'Note applicative e casi di studio che mostrano un problema reale e un risultato misurato.',
        'Certificazioni e rapporti di prova pronti da scaricare o da inviare su richiesta.',
        'Brevi video del prodotto in funzione, dello stabilimento e dei controlli qualità.',
        'Traduzioni dei documenti principali nelle lingue dei tuoi mercati chiave.',
      ],
    },
    {
      heading: 'Fatti trovare dove cercano i buyer',
      paragraphs: [
        'I buyer professionali iniziano la ricerca online, anche per le attrezzature complesse. Assicurati che la tua azienda sia presente sulle piattaforme e nelle directory B2B del tuo settore e dei paesi che ti interessano, con un profilo completo: descrizione aziendale, schede prodotto con i termini tecnici e i codici corretti, fotografie, certificazioni e referenti. Un profilo mezzo vuoto è peggio di nessun profilo, perché fa pensare a un’azienda che non segue la propria attività.',
        'Il tuo sito deve caricarsi velocemente, funzionare bene da smartphone e offrire almeno una versione in inglese. Ogni pagina prodotto dovrebbe chiudersi con un modo chiaro per richiedere un preventivo.',
      ],
    },
    {
      heading: 'Vai in fiera con un piano',
      paragraphs: [
        'Per i settori industriali le fiere internazionali restano uno strumento potente, perché i buyer possono vedere e toccare il prodotto e conoscere le persone che ci sono dietro. Ma sono anche costose. Fissa gli obiettivi prima della fiera, invita in anticipo i contatti esistenti e i potenziali clienti qualificati, prepara il personale a raccogliere informazioni strutturate da ogni visitatore e, soprattutto, ricontatta tutti entro pochi giorni. Gran parte del valore di una fiera va perso nelle settimane successive alla chiusura.',
      ],
    },
    {
      heading: 'Trasforma le richieste in relazioni',
      paragraphs: [
        `Il marketing genera richieste; è la tua reazione a trasformarle in clienti. Rispondi a ogni buyer entro ${BUYER_REPLY_HOURS} ore, se possibile nella sua lingua, e rendi utile la prima risposta: conferma di aver capito la richiesta, fai le domande tecniche che ti servono e indica quando arriverà il preventivo completo. Registra ogni contatto in un semplice database clienti, così nessuno viene dimenticato e i follow-up avvengono nei tempi giusti.`,
        'Qualifica i contatti senza illusioni. Non tutte le richieste corrispondono a un progetto reale: chiedere subito quantità, tempistiche e applicazione fa risparmiare tempo a entrambe le parti e dimostra professionalità.',
      ],
    },
    {
      heading: 'Misura e migliora',
      paragraphs: [
        'Tieni sotto controllo pochi numeri per ogni mercato e per ogni canale: richieste ricevute, tempo medio di risposta, preventivi inviati, ordini acquisiti e relativo valore. Dopo sei mesi vedrai quali piattaforme, fiere e contenuti portano davvero affari, e potrai spostare il budget di conseguenza. Il marketing industriale per l’export è una partita lunga, ma premia le aziende che restano costanti, visibili e rapide.',
      ],
    },
  ],
} satisfies TipArticle;
