import { BUYER_REPLY_HOURS, EXPORT_TIPS } from '@wbn/contract/constants';
import type { TipArticle } from '../types';

export const tip2 = {
  n: 2,
  title: EXPORT_TIPS[2].title,
  lead: 'Marketing an industrial product abroad is very different from advertising to consumers. The buyer is a professional, the decision involves several people, and the sale can take months. Good industrial export marketing makes your company easy to find, easy to understand and easy to trust for engineers and purchasing managers who have never heard of you.',
  summary:
    'How manufacturers win attention from professional buyers abroad: positioning, technical content, B2B platforms, trade fairs and fast, complete replies to enquiries.',
  description:
    'Industrial export marketing for manufacturers: positioning, technical content, B2B platforms, trade fairs, lead follow-up and measuring results abroad.',
  keywords: ['industrial marketing', 'export marketing', 'B2B marketing', 'industrial buyers', 'lead generation'],
  sections: [
    {
      heading: 'What makes industrial marketing different',
      paragraphs: [
        'Consumer marketing aims at emotions and large audiences. Industrial marketing speaks to a small number of professionals who buy to solve a technical or economic problem: keep a production line running, reduce energy consumption, meet a new regulation, lower the cost per unit. They read data sheets, compare specifications and ask for references. They are not persuaded by slogans; they are persuaded by evidence and by the feeling that the supplier understands their process.',
        'The purchase decision is usually shared. An engineer defines the requirement, a purchasing manager negotiates, a quality manager approves the supplier and a director signs. Your marketing must give each of them what they need.',
      ],
    },
    {
      heading: 'Define a clear positioning',
      paragraphs: [
        'Answer one question in one sentence: why should a foreign company buy this product from you rather than from a local supplier or a large multinational? The answer may be precision, durability, customisation, short lead times, a specific material, energy efficiency or the flexibility of a mid-sized firm. Whatever it is, put it at the top of your website, your catalogue and your platform profile, and support it with numbers.',
      ],
    },
    {
      heading: 'Produce content that engineers use',
      paragraphs: [
        'The most effective industrial marketing material is often the least glamorous. Buyers search for documents they can use in their own work, and they remember the suppliers who provided them.',
      ],
      list: [
        'Technical data sheets with dimensions, tolerances, materials and standards.',
        'Drawings and 3D models in common formats, where confidentiality allows.',
        'Application notes and case studies showing a real problem and a measured result.',
        'Certifications and test reports ready to download or send on request.',
        'Short videos of the product working, the factory and quality controls.',
        'Translations of key documents into the languages of your main markets.',
      ],
    },
    {
      heading: 'Be visible where buyers search',
      paragraphs: [
        'Professional buyers start their search online, even for complex equipment. Make sure your company appears on B2B platforms and directories for your sector and target countries, with a complete profile: company description, product pages with correct technical terms and product codes, photographs, certifications and contact people. A half-empty profile is worse than none, because it suggests a company that does not follow its business.',
        'Your own website must load quickly, work on mobile phones and offer at least an English version. Each product page should end with a clear way to request a quotation.',
      ],
    },
    {
      heading: 'Use trade fairs with a plan',
      paragraphs: [
        'International trade fairs remain powerful for industrial sectors, because buyers can see and touch the product and meet the people behind it. They are also expensive. Set objectives before the fair, invite existing contacts and qualified prospects in advance, prepare staff to collect structured information from every visitor and, most importantly, follow up within days. Most of the value of a fair is lost in the weeks after it closes.',
      ],
    },
    {
      heading: 'Turn enquiries into relationships',
      paragraphs: [
        `Marketing produces enquiries; your reaction turns them into customers. Reply to every buyer within ${BUYER_REPLY_HOURS} hours, in the buyer's language where possible, and make the first answer useful: confirm that you understood the request, ask the technical questions you need and say when the full quotation will arrive. Record every contact in a simple customer database so that nobody is forgotten and follow-ups happen on time.`,
        'Qualify leads honestly. Not every enquiry is a real project; asking about quantities, timing and application early saves time for both sides and shows professionalism.',
      ],
    },
    {
      heading: 'Measure and improve',
      paragraphs: [
        'Track a few numbers per market and per channel: enquiries received, average reply time, quotations sent, orders won and the value of those orders. After six months you will see which platforms, fairs and content actually bring business, and you can move budget accordingly. Industrial export marketing is a long game, but it rewards companies that stay consistent, visible and fast.',
      ],
    },
  ],
} satisfies TipArticle;
