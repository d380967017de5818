import { BUYER_REPLY_HOURS, EXPORT_TIPS } from '@wbn/contract/constants';
import type { TipArticle } from '../types';

export const tip1 = {
  n: 1,
  title: EXPORT_TIPS[1].title,
  lead: 'Exporting is not a single sale to a foreign customer; it is a system that must work every time an order arrives. Market choice, pricing, delivery terms, documents, payment and logistics are connected, and a weak link in any of them can turn a good order into a loss. Here is how to build that system step by step.',
  summary:
    'The export system step by step: choosing markets, building an export price, Incoterms, documents, payment terms and logistics. A practical checklist for a manufacturer making its first foreign sales.',
  description:
    'How to start an export business: market choice, export pricing, Incoterms, export documents, payment terms and logistics explained for manufacturers.',
  keywords: [
    'how to start exporting',
    'export business',
    'Incoterms',
    'export documents',
    'export pricing',
    'payment terms',
  ],
  sections: [
    {
      heading: '1. Check that the company is ready',
      paragraphs: [
        'Before looking abroad, look inside. Exporting needs spare production capacity, because a foreign order that delays your domestic customers damages both relationships. It needs someone who owns the export process, speaks at least English and has the authority to answer quickly. It needs product information in a usable form: technical sheets, prices, photographs and certifications. And it needs patience and a budget, because the first orders often arrive after six to eighteen months of work.',
      ],
    },
    {
      heading: '2. Choose your markets',
      paragraphs: [
        'Do not try to sell everywhere. Shortlist three to five countries using import statistics for your product codes, the growth of those imports, tariffs and technical barriers, the distance and transport cost, language and business culture, and existing contacts. Neighbouring markets and countries with trade agreements are often the easiest start. Then rank them and concentrate your first year on the top two.',
        'Visit or at least study each chosen market: who the competitors are, what prices end customers pay, which certifications are mandatory and how goods usually reach buyers, directly, through importers or through distributors.',
      ],
    },
    {
      heading: '3. Build an export price',
      paragraphs: [
        'An export price is not the domestic list price converted into another currency. Start from your production cost, add export-specific costs such as packaging for long transport, labelling, certification, documentation, commissions to agents and the financing cost of longer payment terms, then add your margin. The result is your ex-works export price.',
        'Next, calculate what the buyer will really pay once freight, insurance, duties, taxes and the distributor margin are added. If that landed price is far above local competitors, no discount on the ex-works price will save the deal; you will need a different market, a different channel or a different product version.',
      ],
    },
    {
      heading: '4. Agree on Incoterms',
      paragraphs: [
        'Incoterms are the international rules, published by the International Chamber of Commerce, that say where the seller delivers, who pays each transport cost and when the risk passes to the buyer. Always write the rule, the named place and the Incoterms edition in quotations and contracts, for example "FCA Milan warehouse, Incoterms 2020".',
      ],
      list: [
        'EXW (Ex Works): the buyer collects at your premises; simple for you, but the buyer must handle export clearance.',
        "FCA (Free Carrier): you clear the goods for export and hand them to the buyer's carrier; a good default for most shipments.",
        'CPT / CIP: you pay the main carriage to the destination; with CIP you also insure the goods.',
        'FOB / CIF: for sea freight only, when goods are loaded on board a vessel.',
        'DAP / DDP: you deliver at destination; with DDP you also pay import duties, so use it only when you know the destination rules well.',
      ],
    },
    {
      heading: '5. Prepare the documents',
      paragraphs: [
        'Every shipment travels with paper, or its digital equivalent. The core set is the commercial invoice, the packing list, the transport document (bill of lading, air waybill or road consignment note) and the export declaration. Many shipments also need a certificate of origin, to obtain reduced duties under trade agreements, and product certificates such as conformity declarations, test reports or health certificates. A freight forwarder or customs broker can prepare much of this, but you remain responsible for correct descriptions, product codes and values.',
      ],
    },
    {
      heading: '6. Set payment terms that protect you',
      paragraphs: [
        'With a new foreign buyer, the risk of not being paid is real and recovery abroad is slow and expensive. Use secure terms at the start and relax them as trust grows.',
      ],
      list: [
        'Advance payment: safest for the seller; common for samples and first small orders.',
        "Letter of credit: the buyer's bank guarantees payment against compliant documents; strong protection for larger orders.",
        'Documentary collection: banks exchange documents for payment; cheaper than a letter of credit but with less protection.',
        'Open account: payment after delivery; only with trusted customers or with export credit insurance.',
      ],
    },
    {
      heading: '7. Organise logistics',
      paragraphs: [
        'Choose a reliable freight forwarder, ideally one with experience in your destination countries, and compare sea, air, road and rail for each market. Packaging must protect goods through several handlings and climate changes and must carry correct marks. Agree in advance how damages and delays will be reported, and keep the buyer informed from the day the goods leave your warehouse.',
      ],
    },
    {
      heading: '8. Make speed part of the system',
      paragraphs: [
        `Foreign buyers compare several suppliers at the same time. Reply to every enquiry within ${BUYER_REPLY_HOURS} hours, send quotations that already state Incoterms, validity, lead time and payment terms, and follow up politely after a week. A company that answers fast and completely is perceived as a reliable partner before a single product has been shipped.`,
      ],
    },
  ],
} satisfies TipArticle;
