import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip5 = {
  n: 5,
  title: 'Chi è un esportatore qualificato',
  lead: 'I buyer esteri ricevono offerte da molti fornitori che non hanno mai incontrato. Quelli che prendono sul serio sono gli esportatori qualificati: aziende che dimostrano, in fretta e con prove concrete, di saper consegnare il prodotto giusto, nei tempi, con i documenti corretti e un servizio affidabile. Ecco che cosa significa in pratica e come diventarlo.',
  summary:
    'Che cosa rende credibile un’azienda esportatrice agli occhi dei buyer esteri: struttura, certificazioni, documentazione, condizioni trasparenti, reattività e una presenza online verificata.',
  description:
    'Chi è un esportatore qualificato: organizzazione, certificazioni, documenti, condizioni commerciali, reattività e presenza online che i buyer esteri si aspettano.',
  keywords: [
    'esportatore qualificato',
    'qualifica dei fornitori',
    'certificazioni per l’export',
    'fornitore affidabile',
    'azienda pronta per l’export',
  ],
  sections: [
    {
      heading: 'È il buyer a decidere chi è qualificato',
      paragraphs: [
        'Non esiste una licenza che renda un’azienda un esportatore qualificato. La qualifica si forma nella mente di ogni buyer, che si pone una sola domanda: è sicuro fare affari con questo fornitore? I grandi buyer formalizzano la risposta in procedure di qualifica dei fornitori, con questionari, audit e ordini di prova. I buyer più piccoli fanno lo stesso in modo informale, guardando il tuo sito, il tuo profilo sulle piattaforme, le tue risposte e i tuoi documenti. In entrambi i casi la valutazione comincia molto prima del primo ordine.',
      ],
    },
    {
      heading: 'Un’identità aziendale chiara',
      paragraphs: [
        'Un esportatore qualificato è facile da verificare. Ragione sociale, numero di iscrizione al registro delle imprese, indirizzo e assetto proprietario sono pubblici e coerenti ovunque: sul sito, nelle fatture, sulle piattaforme B2B e nelle directory. Ha uno stabilimento produttivo o un magazzino reale, che può mostrare in foto, in video o con una visita. Presenta storia, prodotti principali, mercati e persone chiave in un profilo aziendale sintetico, disponibile in inglese e nelle lingue dei suoi mercati principali.',
      ],
    },
    {
      heading: 'Un’organizzazione dedicata all’export',
      paragraphs: [
        'I buyer vogliono sapere chi gestirà il loro ordine. Un esportatore qualificato ha un export manager o un ufficio export con nomi e volti precisi, con persone che parlano la lingua del buyer o un buon inglese, conoscono gli Incoterms e gli strumenti di pagamento e sanno preparare correttamente i documenti per l’export. Ha la capacità produttiva per servire gli ordini esteri senza penalizzare i clienti del mercato interno, e un piano per ricambi e assistenza tecnica all’estero.',
      ],
    },
    {
      heading: 'Certificazioni e conformità',
      paragraphs: [
        'Le certificazioni sono il modo più rapido per dimostrare la qualità a chi non ha mai visto il tuo stabilimento. A seconda del settore e dei mercati, possono comprendere:',
      ],
      list: [
        'Certificazione del sistema di gestione per la qualità, come la ISO 9001, e standard di settore per automotive, aerospazio, medicale o alimentare.',
        'Conformità del prodotto per il mercato di destinazione, per esempio la marcatura CE in Europa o la certificazione UL in Nord America.',
        'Certificazioni ambientali e di sicurezza, richieste sempre più spesso dai grandi buyer.',
        'Certificati di sicurezza alimentare e di igiene per i prodotti agroalimentari.',
        'Prove dell’origine che consentono ai buyer di beneficiare degli accordi commerciali.',
      ],
    },
    {
      heading: 'Offerte complete e trasparenti',
      paragraphs: [
        'Un esportatore qualificato invia preventivi che il buyer può approvare senza dover fare dieci domande di chiarimento. Ogni offerta indica il prodotto e la specifica esatti, il prezzo unitario e la valuta, l’ordine minimo, la regola Incoterms con il luogo convenuto, i tempi di consegna, le condizioni di pagamento, l’imballaggio, la validità e la garanzia. Prezzi e condizioni restano coerenti da un’offerta all’altra. Se qualcosa non si può fare, l’esportatore lo dice chiaramente, invece di promettere e poi non mantenere.',
      ],
    },
    {
      heading: 'Reattività',
      paragraphs: [
        `La velocità è uno dei segnali più chiari di un esportatore qualificato. Rispondi a ogni buyer entro ${BUYER_REPLY_HOURS} ore, anche nel fine settimana se il buyer si trova in un fuso orario molto diverso, e anche se la prima risposta si limita a confermare la ricezione e a indicare quando arriverà una risposta completa. Tieni informati i buyer durante la produzione e la spedizione, e reagisci subito a qualsiasi reclamo. I buyer perdonano un problema gestito con trasparenza; non perdonano il silenzio.`,
      ],
    },
    {
      heading: 'Affidabilità finanziaria e referenze',
      paragraphs: [
        'I buyer che versano acconti o si impegnano in contratti di fornitura di lunga durata vogliono essere certi che il fornitore esisterà ancora l’anno prossimo. Preparati a condividere informazioni finanziarie di base, referenze bancarie e, con il loro consenso, i contatti di clienti esteri attuali. Un breve elenco di referenze in mercati simili spesso pesa più di qualsiasi brochure.',
      ],
    },
    {
      heading: 'Una presenza online verificata',
      paragraphs: [
        'Oggi la maggior parte dei buyer incontra i propri fornitori prima di tutto online. Mantieni completo e aggiornato il tuo profilo sulle piattaforme B2B, con prodotti, certificazioni, fotografie e referenti, e usa i servizi di verifica aziendale dove disponibili. Rispondi ai messaggi ricevuti tramite la piattaforma con la stessa prontezza con cui rispondi alle e-mail. Un profilo curato e verificato dice ai buyer che l’azienda è attiva, organizzata e trasparente: esattamente ciò che è un esportatore qualificato.',
      ],
    },
  ],
} satisfies TipArticle;
