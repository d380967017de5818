import { BUYER_REPLY_HOURS, EXPORT_TIPS } from '@wbn/contract/constants';
import type { TipArticle } from '../types';

export const tip4 = {
  n: 4,
  title: EXPORT_TIPS[4].title,
  lead: 'Behind every foreign order is a buyer with a job to do, targets to meet and risks to avoid. Understanding who the industrial buyer is, how they decide and what they fear helps you write better offers, answer the right questions and become the supplier they choose and keep.',
  summary:
    'Who buys industrial products abroad, how purchasing decisions are made, what buyers check before choosing a foreign supplier and how to earn their trust.',
  description:
    'Who the industrial buyer is: types of international buyers, the buying centre, supplier selection criteria and how exporters earn trust and repeat orders.',
  keywords: ['industrial buyer', 'international buyers', 'purchasing manager', 'supplier selection', 'B2B buyers'],
  sections: [
    {
      heading: 'Many kinds of buyers',
      paragraphs: [
        'The word "buyer" covers very different companies, and each looks for something different in a foreign supplier. Recognising which one you are talking to shapes your whole offer.',
      ],
      list: [
        'Manufacturers (OEMs) that buy components, materials and machinery to build their own products.',
        'Importers and distributors that buy to resell in their country and need margin, stock and support.',
        'Wholesalers and retail chains, including private-label buyers who want production to their specification.',
        'Contractors and engineering firms that buy for specific projects with fixed deadlines.',
        'Public bodies and large utilities that buy through formal tenders.',
        'Trading companies and sourcing agents that buy on behalf of others.',
      ],
    },
    {
      heading: 'The buying centre',
      paragraphs: [
        'In industrial companies, purchases are rarely decided by one person. Researchers call the group involved the buying centre. The user, often a production or maintenance engineer, knows what the product must do. The technical specifier writes the requirement. The purchasing manager searches for suppliers, compares offers and negotiates. The quality manager audits and approves new suppliers. A director or owner approves important spending. Sometimes a gatekeeper, such as an assistant or a procurement platform, controls which offers reach the others.',
        'An exporter who speaks only to the purchasing manager may lose to a competitor who convinced the engineer. Provide technical content for specifiers, commercial clarity for purchasing and documentation for quality, and ask early who else is involved in the decision.',
      ],
    },
    {
      heading: 'How the industrial buyer decides',
      paragraphs: [
        'Industrial purchasing is a process: a need is recognised, the requirement is defined, suppliers are searched and pre-qualified, offers are requested and compared, a supplier is chosen, and performance is monitored after delivery. For repeat purchases the process is short; for a new product or a new supplier it can take months and involve samples, trials and audits.',
        'Price matters, but buyers look at the total cost: the purchase price plus freight, duties, quality problems, downtime, stock and service. A slightly higher price with reliable quality and on-time delivery often wins.',
      ],
    },
    {
      heading: 'What buyers check before choosing a foreign supplier',
      paragraphs: [
        'Buying from abroad adds risk: distance, language, customs, currency and the difficulty of solving problems remotely. Buyers reduce that risk by checking the supplier carefully. Expect questions about your company history and ownership, production capacity, quality certifications, references from customers in similar markets, financial stability, delivery performance, export experience and after-sales service. Have the answers ready in a short company presentation.',
      ],
    },
    {
      heading: 'What buyers value most',
      paragraphs: [
        'Ask experienced purchasing managers what they want from suppliers and the same answers return: consistent quality, on-time delivery, clear and complete offers, honesty when something goes wrong, and fast communication. The last point is the easiest for an exporter to control and the most often neglected.',
        `Reply to buyers within ${BUYER_REPLY_HOURS} hours. If the full quotation needs more time, send a short answer that confirms receipt, asks any missing technical questions and states when the offer will arrive. Buyers juggling many projects notice immediately who responds and who does not; a slow first reply is often read as a preview of slow deliveries.`,
      ],
    },
    {
      heading: 'Culture and communication',
      paragraphs: [
        "Industrial buyers around the world share professional habits, but business culture still matters. In some markets decisions are quick and direct; in others they come after long relationship-building. Some buyers expect negotiation on every figure; others see it as a lack of seriousness. Learn the basics of each market, adapt the tone of your messages and, whenever possible, communicate in the buyer's language or in clear, simple English.",
      ],
    },
    {
      heading: 'From first order to long relationship',
      paragraphs: [
        "The first order is a test. Deliver exactly what was promised, on time and with complete documents, and stay in touch after delivery to ask how the product performs. Keep a record of each buyer's preferences, volumes and decision makers. A satisfied industrial buyer rarely changes supplier without reason, and often recommends you to colleagues in other companies and countries.",
      ],
    },
  ],
} satisfies TipArticle;
