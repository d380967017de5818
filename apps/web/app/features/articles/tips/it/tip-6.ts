import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip6 = {
  n: 6,
  title: 'I prodotti migliori da esportare',
  lead: 'Il prodotto migliore da esportare non è necessariamente quello che vende di più sul mercato interno. È quello di cui i buyer esteri hanno bisogno, che può arrivare a destinazione a un prezzo finale competitivo e che la tua azienda può fornire in modo affidabile e nei volumi richiesti. Questo articolo propone un metodo pratico per valutare la tua gamma e scegliere da dove partire.',
  summary:
    'Un metodo pratico per individuare i tuoi prodotti più adatti all’export: domanda estera, margine dopo trasporto e dazi, normative, concorrenza e capacità di fornire con continuità.',
  description:
    'I prodotti migliori da esportare: come valutare la gamma per domanda estera, costo a destino, margine, normative e concorrenza, e scegliere cosa vendere all’estero.',
  keywords: [
    'prodotti migliori da esportare',
    'cosa vendere all’estero',
    'potenziale export',
    'landed cost',
    'export made in Italy',
  ],
  sections: [
    {
      heading: 'Ragiona come un buyer estero',
      paragraphs: [
        'Per cominciare, dimentica il tuo catalogo e immagina un responsabile acquisti in un altro paese. Quale problema gli risolve il tuo prodotto? Che cosa usa oggi? Perché dovrebbe cambiare? Un prodotto semplicemente «buono quanto» l’offerta locale farà fatica, perché comprare all’estero aggiunge distanza, burocrazia e rischio. I migliori prodotti da esportare offrono una ragione chiara per accettare questo sforzo in più: prestazioni migliori, un materiale o un design unico, un’origine riconosciuta, un costo totale più basso o una fornitura che il buyer non trova nel proprio paese.',
      ],
    },
    {
      heading: 'Cinque criteri per valutare i tuoi prodotti',
      paragraphs: [
        'Elenca i tuoi prodotti o le tue famiglie di prodotto e assegna a ciascuno un punteggio da uno a cinque per ognuno dei criteri seguenti. Il totale non deciderà al posto tuo, ma renderà molto più chiara la discussione all’interno dell’azienda.',
      ],
      list: [
        'Domanda: i paesi obiettivo importano volumi significativi e in crescita di questo prodotto?',
        'Competitività a destino: dopo trasporto, assicurazione, dazi e margine del distributore, il prezzo finale è ancora interessante?',
        'Margine: resta abbastanza utile per coprire i costi aggiuntivi dell’export?',
        'Conformità: il prodotto può rispettare le norme e le regole di etichettatura del paese di destinazione senza una costosa riprogettazione?',
        'Capacità: riesci a produrlo con continuità nei volumi di cui avrà bisogno un partner estero?',
      ],
    },
    {
      heading: 'Prodotti con un’origine forte',
      paragraphs: [
        'Per molti produttori l’origine è un vantaggio competitivo. Macchinari, arredo di design, moda, vino e prodotti alimentari italiani, o caffè, frutta, pelle e minerali dell’America Latina, godono di una reputazione che apre le porte. Rendi l’origine visibile e credibile: racconta il territorio, il processo e le persone, e tutelala con i certificati di origine appropriati e, dove opportuno, con indicazioni geografiche o marchi registrati nei tuoi mercati obiettivo.',
      ],
    },
    {
      heading: 'Componenti e ricambi',
      paragraphs: [
        'Alcuni dei migliori prodotti da esportare sono invisibili ai consumatori. Componenti, materiali di consumo e ricambi, una volta qualificati, si vendono di continuo, perché per il buyer cambiare fornitore significa nuove prove e nuovi rischi. Spesso sono compatti e facili da spedire, e la domanda è stabile. Se la tua azienda produce parti che finiscono in macchine vendute in tutto il mondo, i proprietari di quelle macchine sono potenziali clienti in ogni paese in cui operano.',
      ],
    },
    {
      heading: 'Prodotti personalizzabili e private label',
      paragraphs: [
        'I prodotti che si possono adattare alle specifiche, al marchio o al packaging di un buyer interessano a importatori e dettaglianti che vogliono differenziare la propria offerta. La flessibilità su colori, taglie e misure, materiali ed etichettatura può contare più del prezzo più basso. Definisci con chiarezza quali opzioni offri, con quali quantità minime e con quali tempi di consegna aggiuntivi, così i buyer possono valutare l’offerta rapidamente.',
      ],
    },
    {
      heading: 'Prodotti da affrontare con cautela',
      paragraphs: [
        'Alcuni prodotti sono più difficili da esportare: merci molto pesanti o voluminose e di basso valore, prodotti deperibili senza una catena del freddo collaudata, prodotti soggetti a licenze rigorose o a sanzioni, e articoli il cui principale punto di forza è un prezzo basso che concorrenti di altri paesi possono battere facilmente. Si possono comunque esportare, ma richiedono una logistica specializzata, partner locali o un modello di business diverso, come la concessione di licenze o l’assemblaggio in loco.',
      ],
    },
    {
      heading: 'Mettili alla prova con buyer veri',
      paragraphs: [
        `Una volta definita una rosa di prodotti, mettila alla prova. Pubblica i prodotti selezionati sulle piattaforme B2B con informazioni tecniche complete, invia offerte a una selezione di importatori e porta dei campioni a una fiera di settore. Rispondi a ogni richiesta entro ${BUYER_REPLY_HOURS} ore e annota che cosa chiedono i buyer: le loro domande rivelano quali prodotti li interessano, quali dettagli mancano e quali prezzi sembrano alti.`,
        'Dopo qualche mese, confronta richieste, preventivi e ordini per ciascun prodotto. Tieni ciò che funziona, migliora ciò che funziona quasi e abbandona ciò che il mercato ignora. In definitiva, i prodotti migliori da esportare sono quelli che i buyer continuano a ordinare, e solo conversazioni vere con buyer veri ti diranno quali sono.',
      ],
    },
  ],
} satisfies TipArticle;
