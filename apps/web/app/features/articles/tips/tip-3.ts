import { BUYER_REPLY_HOURS, EXPORT_TIPS } from '@wbn/contract/constants';
import type { TipArticle } from '../types';

export const tip3 = {
  n: 3,
  title: EXPORT_TIPS[3].title,
  lead: 'A single foreign customer is an opportunity; a distribution network is a business. Building one takes a written export marketing plan, the right mix of trade fairs and online platforms, an export office that can serve partners quickly, and people trained to do it. This article walks through each piece.',
  summary:
    'From a written export marketing plan to a working network of agents and distributors: trade fairs versus online platforms, setting up an export office and training staff.',
  description:
    'How to create a product distribution network abroad: export marketing plan, trade fairs versus online B2B platforms, agents and distributors, export office and staff training.',
  keywords: [
    'distribution network abroad',
    'export marketing plan',
    'foreign distributors',
    'trade fairs',
    'export office',
    'export staff training',
  ],
  sections: [
    {
      heading: 'Why a network and not just customers',
      paragraphs: [
        'Selling directly to end users in many countries is costly: each market has its own language, regulations, service expectations and payment habits. Local partners already know all of this. An importer or distributor holds stock, handles customs, invoices in local currency, offers after-sales service and brings relationships you would need years to build. An agent finds customers and earns a commission while you ship and invoice directly. A good network combines both, market by market.',
      ],
    },
    {
      heading: 'Write an export marketing plan',
      paragraphs: [
        'The plan does not need to be long, but it must be written, shared and revised every year. It turns good intentions into decisions and a budget.',
      ],
      list: [
        'Target markets in order of priority, with the reasons for each choice.',
        'The products and versions offered in each market, and any certifications needed.',
        'The channel model: direct sales, agents, importers, distributors or a mix.',
        'The price structure at each level, from ex-works to the end customer.',
        'Promotion: platforms, fairs, visits, samples and materials in local languages.',
        'A yearly budget, a timeline and measurable targets per market.',
        'Who is responsible for each action.',
      ],
    },
    {
      heading: 'Find and select partners',
      paragraphs: [
        'Look for partners who already sell complementary products to the same customers, not competitors who might put your line on a shelf to protect their own. Ask trade associations, chambers of commerce and existing customers for names, search B2B platforms and study who exhibits at the main fairs of your sector.',
        "Before signing, check the partner's financial solidity, references, warehouse and technical staff, and the other brands they represent. Start with a trial period and clear targets, and agree in writing on territory, exclusivity, minimum volumes, prices, marketing support and termination. Exclusivity should be earned through results, not given on the first day.",
      ],
    },
    {
      heading: 'Trade fairs versus online platforms',
      paragraphs: [
        'Trade fairs concentrate an entire industry in a few halls for a few days. They are ideal for meeting potential distributors face to face, demonstrating products that must be seen working and reinforcing relationships with existing partners. Their limits are cost, including stand, travel and staff time, and timing: the fair happens once a year, whether you are ready or not.',
        'Online B2B platforms work every day, in every time zone, at a fraction of the cost. They let buyers and distributors find you through searches for specific products and let you contact importers in markets you could never visit. Their limit is trust: a first online contact is weaker than a handshake, so it must be followed by samples, video calls and, for important partners, a visit.',
        'The best approach uses both. Build visibility and a pipeline of contacts online all year, then use a few carefully chosen fairs to meet the most promising prospects in person and close agreements.',
      ],
    },
    {
      heading: 'Set up an export office',
      paragraphs: [
        "A network needs a point of contact that answers partners quickly and competently. In a small company, the export office may be one or two people; what matters is that export is someone's main job, not an extra task. The office handles enquiries, quotations, order processing, documents, shipments, payment follow-up and partner support.",
        `Give it clear service standards. Reply to buyers and partners within ${BUYER_REPLY_HOURS} hours, confirm orders with delivery dates, and send shipping documents as soon as goods leave. Equip it with a shared customer database, standard quotation templates and up-to-date price lists for each market, so that replies are fast and consistent even when someone is on holiday.`,
      ],
    },
    {
      heading: 'Train your staff and your partners',
      paragraphs: [
        'Export staff need skills that domestic sales rarely require: foreign languages, Incoterms, payment instruments, customs documents, negotiation across cultures and the use of digital platforms. Invest in regular training, through courses offered by chambers of commerce and trade associations or through mentoring by experienced colleagues.',
        'Train partners too. Distributors sell what they understand. Provide product training, technical documentation, marketing materials in their language and a named contact for questions. Visit them, invite their staff to your factory and review results together every quarter. A distributor who feels supported becomes an extension of your company; one who feels ignored will quietly push other brands.',
      ],
    },
    {
      heading: 'Grow market by market',
      paragraphs: [
        'Do not open ten markets at once. Build one solid partnership, learn from it, then replicate the model. A network grown steadily, with trained partners and a responsive export office, is an asset that keeps producing orders for years.',
      ],
    },
  ],
} satisfies TipArticle;
