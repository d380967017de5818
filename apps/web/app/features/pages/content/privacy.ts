/** Privacy Policy: the numbered outline written out. */
import { BRAND_NAME, SITE_NAME, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';
import type { LegalSection } from '../components/legal-document';
import { phoneLines, type SiteContact } from '~/lib/site-contact';

export const PRIVACY_INTRO: readonly string[] = [
  `This policy explains how ${SITE_NAME} and the other territorial platforms of the ${BRAND_NAME} network (together "${BRAND_NAME}", "we" or "us") collect, use, share and keep information about the businesses that use our websites and services.`,
  `${BRAND_NAME} is a business-to-business network. Our services are meant for businesses and their representatives, not for consumers, and users must be of legal age. Please read this policy together with our Terms and Conditions of Use.`,
];

/** The policy's sections; its Contact section names the configured customer-service numbers (lib/site-contact.ts), if any. */
export const privacySections = (contact: SiteContact): readonly LegalSection[] => [
  {
    id: 'collection',
    heading: 'Collection of information',
    paragraphs: ['We collect information in three ways.'],
    subsections: [
      {
        heading: 'Information you provide',
        paragraphs: [
          'When you register we ask for an e-mail address and a password. We do not keep your password in readable form. When you complete your profile, create a business profile, publish products or posts, send business requests or fill in an enquiry form, we collect what you enter: for example your name, job position, company name, business type, address, country, telephone numbers, website, company description, product details and images.',
          'Information you provide for publication, such as your business profile, product listings, posts and comments, is intended to be seen by other users and may become public, including to visitors who are not signed in and to search engines.',
          'When you buy a listing package we collect the payment details needed to complete the purchase, such as the name on the card and the billing address. Card numbers are processed by our payment provider.',
        ],
      },
      {
        heading: 'Information collected automatically',
        paragraphs: [
          'When you use our websites we automatically receive technical information such as your IP address, browser type, device, pages visited, links clicked, the date and time of your visit and the address of the page that sent you to us. Part of this information is collected through cookies (see section 5).',
        ],
      },
      {
        heading: 'Information from third parties',
        paragraphs: [
          'We may receive information about your business from other platforms of the network, from our representatives, from payment providers (for example confirmation that a payment succeeded) and from public business registers used to verify companies.',
        ],
      },
    ],
  },
  {
    id: 'use',
    heading: 'Use of information',
    paragraphs: ['We use the information we collect to:'],
    bullets: [
      'create and manage your account and your business profiles;',
      'publish your company and product listings in the directory of all territorial platforms;',
      'deliver business requests and messages between members;',
      'process payments for listing packages and verify companies;',
      'answer your questions and provide support;',
      'send service messages and, where allowed, information about our services, which you can refuse at any time;',
      'keep the network safe, prevent fraud and misuse, and enforce our terms;',
      'measure and improve the use of our websites.',
    ],
  },
  {
    id: 'disclosure',
    heading: 'Disclosure of information',
    paragraphs: ['We do not sell your information. We share it only in these cases:'],
    bullets: [
      'with other users and visitors, for the information you choose to publish;',
      'with the company you contact, when you send a business request;',
      `with the other ${TERRITORIAL_PLATFORMS} territorial platforms and with our representatives, who operate the network with us;`,
      'with service providers acting on our behalf, such as hosting, e-mail, payment and analytics providers, under contracts that protect your information;',
      'when required by law, a court order or a public authority, or to protect our rights, our users or the public;',
      'with a buyer or successor if our business is sold or reorganised.',
    ],
  },
  {
    id: 'retention',
    heading: 'Retention of information',
    paragraphs: [
      'We keep your information for as long as your account is active and as long as needed to provide the services. After an account is closed we delete or anonymise its information, except what we must keep to meet legal, tax or accounting obligations, to resolve disputes or to enforce our agreements. Content already copied or shared by other users may remain visible to them.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'Cookies are small files stored by your browser. We use technical cookies that keep you signed in and remember your choices, and analytics cookies that tell us how visitors use our websites.',
      'Analytics data is collected with IP truncation: the last part of your IP address is removed before it is stored, so it cannot be used to identify you. You can block or delete cookies in your browser settings; some features may stop working if you block technical cookies.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy from time to time. The new version is published on this page with its date. If the changes are significant we will inform registered users by e-mail or by a notice on the website. Continuing to use the services after a change means you accept the updated policy.',
    ],
  },
  {
    id: 'eu-visitors',
    heading: 'Visitors from the European Union',
    paragraphs: ['If you are in the European Union or the European Economic Area, the following also applies.'],
    subsections: [
      {
        heading: 'Legal basis',
        paragraphs: [
          'We process your information to perform our contract with you (your account, listings and packages), on the basis of our legitimate interest in running and protecting a business network, to comply with legal obligations, and with your consent where consent is required, for example for analytics cookies and marketing e-mails.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'We are based in the United States and our network operates worldwide, so your information may be transferred to and stored in countries outside the European Union. Where this happens we use appropriate safeguards, such as standard contractual clauses approved by the European Commission.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask to access, correct or delete your personal data, to restrict or object to its processing, and to receive it in a portable format. You may withdraw your consent at any time, without affecting processing that took place before. You also have the right to lodge a complaint with your local data protection authority.',
          'You can take a copy of your data yourself: in Settings, under "Your data", ask for a copy. We prepare a ZIP file with your profile, the businesses you own and their products, your posts, comments and likes, whom you follow, your connections and conversations, your receipts and notifications, and the pictures you uploaded, and we e-mail you when it is ready. It can be downloaded, signed in, for 7 days.',
          'You can also leave: in Settings, under "Leave WBN Miami", confirm with your password. Your account is then scheduled for deletion 14 days later; until then you can sign in and keep it. On that day your profile, posts, comments, likes, follows and sessions are erased and your e-mail address is freed. Businesses you own pass to one of their admins; a business without an admin is deleted with its products. Messages you sent stay with the people you wrote to, shown from "Deleted member". Payment receipts are kept as the law requires, without your name or e-mail address.',
          'In Settings you also choose which e-mails you receive; every e-mail that is not about your account or a payment has a link that stops that kind of e-mail in one click.',
        ],
      },
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    paragraphs: [
      `For questions about this policy or to exercise your rights, use the Contact Us page of this website${callUs(contact)}. Please tell us the e-mail address of your account so we can find your information.`,
    ],
  },
  {
    id: 'language',
    heading: 'Language',
    paragraphs: [
      'This policy may be translated into other languages. If a translation differs from the English version, the English version prevails.',
    ],
  },
];

/** ' or call our customer service: <USA> (USA) or <Europe> (Europe)', with the numbers there are; nothing without. */
function callUs(contact: SiteContact): string {
  const lines = phoneLines(contact);
  return lines.length
    ? ` or call our customer service: ${lines.map((l) => `${l.phone} (${l.label})`).join(' or ')}`
    : '';
}
