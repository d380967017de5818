import { BUYER_REPLY_HOURS, EXPORT_TIPS, MOST_EXPORTED_CATEGORIES_COUNT } from '@wbn/contract/constants';
import type { TipArticle } from '../types';
import { MOST_EXPORTED_CATEGORIES } from './most-exported-categories';

export const tip0 = {
  n: 0,
  title: EXPORT_TIPS[0].title,
  lead: 'Almost any product can be sold abroad, but not every product can be exported profitably by every company. The right choice depends on what foreign buyers already purchase, on what your plant does better than competitors, and on how far your goods can travel before freight, duties and paperwork eat the margin. This guide helps manufacturers decide what to offer first.',
  summary:
    'Which products travel well and sell abroad: industrial goods, niche specialities and private-label supply. Includes our list of the 50 most exported product categories in world trade.',
  description: `Products you can export: industrial, niche and private-label goods, plus a list of the ${MOST_EXPORTED_CATEGORIES_COUNT} most exported product categories in world trade.`,
  keywords: [
    'products to export',
    'most exported products',
    'export product categories',
    'private label export',
    'niche products',
  ],
  sections: [
    {
      heading: 'Start from what the world already buys',
      paragraphs: [
        'Export success rarely comes from inventing demand. It comes from joining a flow of trade that already exists and offering a better deal inside it: better quality for the price, shorter lead times, a more reliable partner or a specification that local suppliers cannot match. Before you print a catalogue in three languages, check the import statistics of your target countries. National customs offices and international trade databases publish, for every product code, how much each country imports and from where.',
        'If a country imports large and growing volumes of the goods you make, buyers there are used to dealing with foreign suppliers, the documents are familiar to their customs brokers and the distribution channels are in place. Your job is to win a share of that flow, not to educate a whole market.',
      ],
    },
    {
      heading: 'The best products to export',
      paragraphs: [
        'The products that export well usually share a few traits. They have a high value compared with their weight and volume, so freight is a small part of the landed price. They are not perishable, or they can be shipped with proven cold-chain solutions. They meet international standards, or they can be certified for the target market without redesigning the whole line. And they carry something that buyers cannot easily find at home: a technology, a design, a material, a brand or simply a consistent quality level.',
      ],
      list: [
        'High value per kilogram: machinery components, instruments, speciality chemicals, fashion accessories.',
        'Stable in transit: dry goods, durable goods, sealed and certified food products.',
        'Standards-ready: CE, UL, ISO or sector certifications already in hand.',
        'Hard to copy locally: proprietary process, know-how, origin or design.',
      ],
    },
    {
      heading: 'Industrial products',
      paragraphs: [
        'Machinery, spare parts, tools, valves, pumps, electrical components and semi-finished materials are the backbone of trade between companies. Industrial buyers purchase on technical specification, total cost of ownership and service, not on impulse. That is good news for mid-sized manufacturers: a well-documented product with clear drawings, test certificates and a dependable after-sales plan can compete with much larger groups.',
        'Plan for the long relationship. An industrial customer who qualifies you as a supplier may reorder for years, but will also expect spare parts, technical answers and quick reactions. Commit to answering every buyer enquiry within ' +
          `${BUYER_REPLY_HOURS} hours, even if the first answer only confirms that the technical office is preparing a quotation.`,
      ],
    },
    {
      heading: 'Niche products',
      paragraphs: [
        'A niche product serves a narrow need very well: a food speciality from one region, a component for one type of machine, a material for one process. Niche markets are small in any single country, which is exactly why exporting makes sense. Added together across twenty or thirty countries, a niche becomes a solid business, and competition is usually limited to a handful of specialists who know each other.',
        'To export a niche product, you must be easy to find. Specialist buyers search by precise technical terms, so describe your products with the words your customers actually use, including standard codes and application names, and keep your profile on B2B platforms complete and current.',
      ],
    },
    {
      heading: 'Private-label products',
      paragraphs: [
        'Many importers, distributors and retail chains sell goods under their own brand and look for manufacturers who can produce to their specification. Private label lets a factory fill capacity and enter markets where building its own brand would take years. The trade-off is a lower margin and less control over the end customer, so many exporters combine both approaches: their own brand in a few markets, private label elsewhere.',
        'Private-label buyers check production capacity, quality systems, packaging flexibility and confidentiality. Prepare a short dossier with your certifications, minimum order quantities, lead times and examples of past custom production.',
      ],
    },
    {
      heading: `The ${MOST_EXPORTED_CATEGORIES_COUNT} most exported product categories`,
      paragraphs: [
        'The list below shows the product categories with the largest world export value, roughly in order. Energy, electronics and vehicles dominate, but machinery, medical goods, metals and food also move in very large volumes. Positions change from year to year with prices and demand, so treat the list as a map of where trade is concentrated, not as a fixed ranking.',
        'Do not read it as a list of the only products worth exporting. Large categories attract large competitors; a specialised supplier inside a big category, or a leader in a small one, can do very well.',
      ],
      list: MOST_EXPORTED_CATEGORIES,
      ordered: true,
    },
    {
      heading: 'Choose, test, then scale',
      paragraphs: [
        'Pick one or two products where you are strongest, two or three target markets where imports are significant, and test them with real quotations to real buyers. Measure how many enquiries you receive, how fast you answer and how many quotations become orders. Then widen the range. A focused start teaches you more about exporting than a catalogue of hundreds of items sent everywhere at once.',
      ],
    },
  ],
} satisfies TipArticle;
