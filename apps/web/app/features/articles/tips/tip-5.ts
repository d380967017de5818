import { BUYER_REPLY_HOURS, EXPORT_TIPS } from '@wbn/contract/constants';
import type { TipArticle } from '../types';

export const tip5 = {
  n: 5,
  title: EXPORT_TIPS[5].title,
  lead: 'Foreign buyers receive offers from many suppliers they have never met. The ones they take seriously are qualified exporters: companies that show, quickly and with evidence, that they can deliver the right product, on time, with correct documents and dependable service. Here is what that means in practice and how to become one.',
  summary:
    'What makes an exporting company credible to foreign buyers: structure, certifications, documentation, transparent terms, responsiveness and a verified online presence.',
  description:
    'Who a qualified exporter is: the organisation, certifications, documentation, commercial terms, responsiveness and online presence that foreign buyers expect.',
  keywords: [
    'qualified exporter',
    'export readiness',
    'supplier qualification',
    'export certifications',
    'reliable supplier',
  ],
  sections: [
    {
      heading: 'Qualification is in the eyes of the buyer',
      paragraphs: [
        'There is no single licence that makes a company a qualified exporter. The qualification happens in the mind of each buyer, who asks one question: is it safe to do business with this supplier? Large buyers formalise the answer in supplier qualification procedures, with questionnaires, audits and trial orders. Smaller buyers do the same informally, by looking at your website, your platform profile, your answers and your documents. In both cases you are being assessed long before the first order.',
      ],
    },
    {
      heading: 'A clear company identity',
      paragraphs: [
        'A qualified exporter is easy to verify. Its legal name, registration number, address and ownership are public and consistent everywhere: on the website, on invoices, on B2B platforms and in directories. It has a real production site or warehouse that can be shown in photographs, videos or a visit. It presents its history, main products, markets and key people in a concise company profile, available in English and in the languages of its main markets.',
      ],
    },
    {
      heading: 'An organisation dedicated to export',
      paragraphs: [
        "Buyers want to know who will handle their order. A qualified exporter has a named export manager or export office, with people who speak the buyer's language or good English, understand Incoterms and payment instruments, and can prepare export documents correctly. It has the production capacity to serve foreign orders without disrupting domestic customers, and a plan for spare parts and technical support abroad.",
      ],
    },
    {
      heading: 'Certifications and compliance',
      paragraphs: [
        'Certifications are the quickest way to prove quality to someone who has never seen your plant. Depending on your sector and markets, they may include:',
      ],
      list: [
        'Quality management certification such as ISO 9001, and sector standards for automotive, aerospace, medical or food.',
        'Product conformity for the destination market, for example CE marking in Europe or UL listing in North America.',
        'Environmental and safety certifications, increasingly requested by large buyers.',
        'Food safety and hygiene certificates for agri-food products.',
        'Proof of origin that allows buyers to benefit from trade agreements.',
      ],
    },
    {
      heading: 'Complete, transparent offers',
      paragraphs: [
        'A qualified exporter sends quotations that a buyer can approve without ten follow-up questions. Each offer states the exact product and specification, unit price and currency, minimum order, the Incoterms rule with the named place, lead time, payment terms, packaging, validity and warranty. Prices and conditions are consistent from one offer to the next. If something cannot be done, the exporter says so clearly instead of promising and failing later.',
      ],
    },
    {
      heading: 'Responsiveness',
      paragraphs: [
        `Speed is one of the clearest signals of a qualified exporter. Reply to every buyer within ${BUYER_REPLY_HOURS} hours, including weekends when a buyer is in a very different time zone, even if the first reply only confirms receipt and announces when a full answer will follow. Keep buyers informed during production and shipping, and react immediately to any complaint. Buyers forgive a problem handled openly; they do not forgive silence.`,
      ],
    },
    {
      heading: 'Financial reliability and references',
      paragraphs: [
        'Buyers paying deposits or committing to long supply contracts want to know that the supplier will still exist next year. Be ready to share basic financial information, bank references and, with permission, contacts of existing customers abroad. A short list of references in similar markets often weighs more than any brochure.',
      ],
    },
    {
      heading: 'A verified online presence',
      paragraphs: [
        'Today most buyers meet their suppliers online first. Keep your B2B platform profile complete and current, with products, certifications, photographs and contact people, and use company verification services where available. Answer messages from the platform as promptly as e-mails. A well-kept, verified profile tells buyers that the company is active, organised and transparent, which is exactly what a qualified exporter is.',
      ],
    },
  ],
} satisfies TipArticle;
