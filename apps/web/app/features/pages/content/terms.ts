/** Terms and Conditions of Use: the concepts, account actions, rules and listing packages of the spec. */
import {
  BRAND_NAME,
  CITY_NAME,
  CLAIMS_FILING_LIMIT_YEARS,
  SITE_NAME,
  TERRITORIAL_PLATFORMS,
} from '@wbn/contract/constants';
import type { LegalSection } from '../components/legal-document';

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

export const TERMS_INTRO: readonly string[] = [
  `These Terms and Conditions of Use (the "Terms") form an agreement between you and ${BRAND_NAME} (the "Provider", "we" or "us"), operator of ${SITE_NAME} and of the other ${TERRITORIAL_PLATFORMS} territorial platforms of the ${BRAND_NAME} network (the "Sites"). By registering or by using the Sites and their services (the "Services") you accept these Terms. If you do not accept them, do not use the Services.`,
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'account',
    heading: 'User account',
    paragraphs: [
      'Some Services require registration. To register you create a user account with an e-mail address and a password. The combination of e-mail address and password is unique to one account and is personal: you must not share it with anyone or let anyone else use your account.',
      'Each user may hold only one account, unless the Provider approves more in writing. You are responsible for all activity carried out through your account and must keep your password confidential. Tell us at once if you believe your account has been used without your permission.',
    ],
  },
  {
    id: 'registration',
    heading: 'Registration information',
    paragraphs: [
      'The information you give at registration and afterwards must be true, accurate, current and complete, and you must keep it up to date. The address you register for a business must be its principal place of business.',
    ],
  },
  {
    id: 'eligibility',
    heading: 'Eligibility and business use',
    paragraphs: [
      'The Services are for businesses only. You must be of legal age in your country and able to enter into binding contracts. If you register on behalf of a company, you confirm that you are authorised to act for it and that the company accepts these Terms. The Services are not intended for consumers or for private, non-business use.',
    ],
  },
  {
    id: 'user-content',
    heading: 'User Content',
    paragraphs: [
      '"User Content" means any text, image, video, listing, post, comment, message or other material that you publish or send through the Services. You remain responsible for your User Content and you grant the Provider a worldwide, non-exclusive, royalty-free licence to host, display, reproduce and distribute it on the Sites and in promoting the Services.',
      'User Content must not:',
    ],
    bullets: [
      'be false, inaccurate or misleading;',
      'be defamatory, offensive, threatening or discriminatory;',
      'infringe the intellectual property, privacy or other rights of anyone;',
      'be unlawful, or promote unlawful goods, services or activities;',
      'contain viruses or harmful code, or be unsolicited bulk advertising;',
      'link to websites that contain material breaking these rules.',
    ],
  },
  {
    id: 'listings',
    heading: 'Company and product listings',
    paragraphs: [
      'Members may create business profiles ("company listings") and publish products ("product listings") in the directory. You may list only companies you represent and products that those companies actually offer. Listings must be placed in the correct category and must describe the company or product fairly, with its real name, origin and characteristics.',
      'The number of product listings depends on the listing package of the company. Listings are shared across all territorial platforms of the network.',
    ],
  },
  {
    id: 'referee',
    heading: 'Business referee',
    paragraphs: [
      'When registering a company or buying a package, you may be asked to name a business referee: a bank, chamber of commerce, trade association or established business partner who can confirm that the company exists and operates. By naming a referee you authorise the Provider to contact them for that purpose only.',
    ],
  },
  {
    id: 'feedback',
    heading: 'Feedback',
    paragraphs: [
      'Members may leave feedback, comments and reactions on the companies, products and posts of other members. Feedback must be honest and based on real business experience. You must not leave feedback on your own company or products, whether directly or through secondary accounts or other persons, and you must not use feedback to harm a competitor.',
    ],
  },
  {
    id: 'provider-actions',
    heading: "Provider's actions",
    paragraphs: [
      'To protect the network and its members, the Provider may, at its discretion and with or without notice, take any of the following actions if it believes that a user has broken these Terms, has given false information, or is acting against the interests of other users:',
    ],
    bullets: [
      'reject a registration;',
      'suspend or terminate a user account, including any accounts that appear to be related to it;',
      'restrict, downgrade or suspend any Service available to the account;',
      'remove or hide company listings, product listings or other User Content;',
      'limit the number of listings a user or company may publish.',
    ],
  },
  {
    id: 'packages',
    heading: 'Paid packages',
    paragraphs: [
      'Besides the free standard listing, the Provider offers paid listing packages (gold, premium and platinum) as yearly subscriptions. The benefits and price of each package are described on its page of the Sites at the time of purchase. Some Services may be reserved to users of paid packages, and different packages may give different levels of access.',
      'Fees are payable in advance and, except where the law requires otherwise, are not refundable. If an account is suspended or terminated for breach of these Terms, no refund is due for the remaining period. Verification shown with a paid package means that the Provider has checked the existence of the company; it is not a guarantee of the quality of its products or of its conduct.',
    ],
  },
  {
    id: 'disclaimer',
    heading: 'Dealings between users',
    paragraphs: [
      'The Provider offers a place for businesses to meet; it is not a party to any contract between users and does not control the goods, services, payments or deliveries they agree upon. You are responsible for checking your business partners and the terms of your deals. The Services are provided "as is" and "as available", without warranties of any kind to the extent permitted by law.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    paragraphs: [
      'To the extent permitted by law, the Provider is not liable for indirect, incidental, special or consequential damages, or for lost profits, revenue, data or business opportunities, arising from the use of or inability to use the Services.',
      "The Provider's total liability to each user in any calendar year is limited to the greater of (a) the fees that user paid to the Provider in that calendar year and (b) the maximum amount permitted by the applicable law.",
    ],
  },
  {
    id: 'claims',
    heading: 'Time limit for claims',
    paragraphs: [
      `Any claim or cause of action against the Provider arising from or related to the Services or these Terms must be filed within ${years(CLAIMS_FILING_LIMIT_YEARS)} after it arose; otherwise it is permanently barred.`,
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these Terms',
    paragraphs: [
      'The Provider may change these Terms. The updated version is published on the Sites with its effective date. Continuing to use the Services after that date means you accept the updated Terms.',
    ],
  },
  {
    id: 'law',
    heading: 'Governing law and jurisdiction',
    paragraphs: [
      `These Terms are governed by the laws of the United States of America and of the State of Florida. The courts of ${CITY_NAME}, Florida have exclusive jurisdiction over any dispute arising from or related to these Terms or the Services.`,
    ],
  },
];
