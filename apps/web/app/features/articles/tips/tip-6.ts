import { BUYER_REPLY_HOURS, EXPORT_TIPS } from '@wbn/contract/constants';
import type { TipArticle } from '../types';

export const tip6 = {
  n: 6,
  title: EXPORT_TIPS[6].title,
  lead: 'The best product for export is not necessarily the one that sells most at home. It is the one that foreign buyers need, that can reach them at a competitive landed price, and that your company can supply reliably at scale. This article gives a practical method to score your range and choose where to start.',
  summary:
    'A practical method to pick your strongest export products: demand abroad, margin after freight and duties, regulations, competition and your ability to deliver consistently.',
  description:
    'Best products for export: how manufacturers score their range on foreign demand, landed cost, margin, regulations and competition to choose the right products to sell abroad.',
  keywords: [
    'best products for export',
    'export product selection',
    'export potential',
    'landed cost',
    'made in Italy export',
  ],
  sections: [
    {
      heading: 'Think like a foreign buyer',
      paragraphs: [
        'Start by forgetting your catalogue and imagining a purchasing manager in another country. What problem does your product solve for them? What do they use today? Why would they change? A product that is simply "as good as" the local offer will struggle, because buying abroad adds distance, paperwork and risk. The best export products offer a clear reason to accept that extra effort: better performance, a unique material or design, a recognised origin, a lower total cost or a supply they cannot find at home.',
      ],
    },
    {
      heading: 'Five criteria to score your products',
      paragraphs: [
        'List your products or product families and give each a score from one to five on the following criteria. The total will not make the decision for you, but it will make the discussion inside your company much clearer.',
      ],
      list: [
        'Demand: do target countries import significant and growing volumes of this product?',
        'Landed competitiveness: after freight, insurance, duties and the distributor margin, is the final price still attractive?',
        'Margin: is there enough profit left to pay for the extra cost of exporting?',
        "Compliance: can the product meet the destination's standards and labelling rules without a costly redesign?",
        'Capacity: can you produce it consistently in the volumes a foreign partner will need?',
      ],
    },
    {
      heading: 'Products with a strong origin',
      paragraphs: [
        'For many manufacturers, origin is a competitive advantage. Italian machinery, design furniture, fashion, wine and food, or Latin American coffee, fruit, leather and minerals, carry a reputation that opens doors. Make the origin visible and credible: explain the region, the process and the people, and protect it with the proper origin certificates and, where relevant, geographical indications or trademarks registered in your target markets.',
      ],
    },
    {
      heading: 'Components and spare parts',
      paragraphs: [
        'Some of the best export products are invisible to consumers. Components, consumables and spare parts sell again and again once they are qualified, because changing supplier means new tests and new risks for the buyer. They are often compact and easy to ship, and demand is steady. If your company makes parts that go into machines sold worldwide, the owners of those machines are potential customers in every country where they operate.',
      ],
    },
    {
      heading: 'Customisable and private-label products',
      paragraphs: [
        "Products that can be adapted to a buyer's specification, brand or packaging are attractive to importers and retailers who want to differentiate their offer. Flexibility in colours, sizes, materials and labelling can matter more than the lowest price. Define clearly which options you offer, the minimum quantities and the extra lead time, so buyers can evaluate the offer quickly.",
      ],
    },
    {
      heading: 'Products to approach with care',
      paragraphs: [
        'Some products are harder to export: very heavy or bulky goods with low value, perishable items without a proven cold chain, products subject to strict licences or sanctions, and items whose main selling point is a low price that distant competitors can easily beat. They can still be exported, but they need specialised logistics, local partners or a different business model such as licensing or local assembly.',
      ],
    },
    {
      heading: 'Test with real buyers',
      paragraphs: [
        `Once you have a shortlist, test it. Publish the selected products on B2B platforms with complete technical information, send offers to a selection of importers, and bring samples to a relevant trade fair. Reply to every enquiry within ${BUYER_REPLY_HOURS} hours and note what buyers ask: the questions reveal which products interest them, which details are missing and which prices look high.`,
        'After a few months, compare enquiries, quotations and orders by product. Keep what works, improve what almost works and drop what the market ignores. The best products for export are ultimately the ones buyers keep ordering, and only real conversations with real buyers will show you which they are.',
      ],
    },
  ],
} satisfies TipArticle;
