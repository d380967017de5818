/** Copy of the further service pages (advertise, free marketing, message center, work with us). */
import {
  BRAND_NAME,
  BUYER_REPLY_HOURS,
  CITY_NAME,
  INQUIRY_SUBJECTS,
  PACKAGES,
  SITE_NAME,
  TERRITORIAL_PLATFORMS,
  TIER_LABELS,
  formatUsd,
} from '@wbn/contract/constants';
import type { ServiceSection } from '../components/blocks';

const boosts = (tier: 'gold' | 'premium' | 'platinum') =>
  `${TIER_LABELS[tier]} (${formatUsd(PACKAGES[tier].priceCents)} per year): ${PACKAGES[tier].boostsPerMonth ?? 0} advertising boosts per month.`;

export const ADVERTISE_INTRO = `Put your company and products in front of the buyers, distributors and suppliers who use ${SITE_NAME} and the other ${TERRITORIAL_PLATFORMS} platforms of the network.`;

export const ADVERTISE_SECTIONS: readonly ServiceSection[] = [
  {
    heading: 'Who you reach',
    paragraphs: [
      `The visitors of ${BRAND_NAME} are businesses: manufacturers, importers, exporters, wholesalers, retailers, investors and consultants. They come to the network with a purpose, usually to find a product, a supplier or a distributor for a market. Advertising here is seen by professionals who are already looking for partners, not by a general audience.`,
    ],
  },
  {
    heading: 'Advertising boosts included in the paid packages',
    paragraphs: [
      'The simplest way to advertise is through the boosts included in every paid listing package. A boost gives one of your company or product listings extra prominence for a period: it appears higher in search results and in the featured areas of the platforms, across the whole network. You choose which listing to boost each month, so you can follow the season, a new product launch or a trade fair.',
    ],
    bullets: [boosts('gold'), boosts('premium'), boosts('platinum')],
  },
  {
    heading: 'Tailored campaigns',
    paragraphs: [
      `If you want more than the boosts of your package, for example a campaign aimed at one region, a sponsored article next to our export tips, or a presence on several territorial platforms at the same time, our ${CITY_NAME} team will prepare a proposal. Tell us what you want to promote, to which business types and in which countries, and your budget. We will reply with a plan, the expected visibility and a fixed price before anything starts.`,
    ],
  },
  {
    heading: 'Our advertising rules',
    paragraphs: [
      'Advertising must follow the same rules as any other content on the network: it must be truthful, concern real companies and products, and respect the law and the rights of others. Sponsored content is always labelled as such. We do not sell the personal data of members to advertisers, and we do not place advertising that competes with the listings of the company whose page a visitor is reading.',
    ],
  },
];

export const FREE_MARKETING_INTRO = `A standard listing on ${SITE_NAME} is free, and used well it is already a strong marketing tool. Here is how to get the most out of it.`;

export const FREE_MARKETING_SECTIONS: readonly ServiceSection[] = [
  {
    heading: 'What the free listing includes',
    paragraphs: [
      `Every registered user can create a business profile and publish up to ${PACKAGES.standard.maxProducts} products at no cost. The profile and products are part of the shared directory, so they can be found from all ${TERRITORIAL_PLATFORMS} territorial platforms. You can also send and receive business requests, follow other companies and publish posts in the news feed.`,
    ],
  },
  {
    heading: 'Complete your business profile',
    paragraphs: [
      'Buyers judge a supplier in seconds. A complete profile answers their first questions before they ask.',
    ],
    bullets: [
      'Upload a clear logo and a cover picture of your plant, warehouse or products.',
      'Write a description that says what you make, for which markets, and what makes you different.',
      'Choose the right business type and industry so that filtered searches find you.',
      'Add a working telephone number, website and full address of your principal place of business.',
    ],
  },
  {
    heading: 'Choose and describe your products well',
    paragraphs: [
      'With seven product slots, pick the products that best represent your range or sell best abroad. Give each one a precise name, good photos, the main technical specifications and the keywords a foreign buyer would type. State the minimum order, lead time and whether the product is in stock: buyers filter on practical details.',
    ],
  },
  {
    heading: 'Stay visible',
    paragraphs: [
      `Post news in the feed: a new product, a certification, a fair you will attend. Comment on the posts of companies in your sector and follow potential partners. Above all, answer every business request quickly, ideally within ${BUYER_REPLY_HOURS} hours: a fast reply is often what wins the deal. Our free export tips explain how to plan your export marketing step by step.`,
    ],
  },
];

export const MESSAGE_CENTER_INTRO = `Every company on ${SITE_NAME} has its own message center, where business requests from buyers and suppliers of the whole network arrive.`;

export const MESSAGE_CENTER_SECTIONS: readonly ServiceSection[] = [
  {
    heading: 'How a business request works',
    paragraphs: [
      'When you find an interesting company or product, open its page and choose to send a business request. You write as yourself or on behalf of one of your companies, choose the subject of the request and add a short message explaining what you need. The request is delivered to the message center of the receiving company, and its members are notified.',
      'The subject tells the receiver at once what kind of contact you are looking for:',
    ],
    bullets: INQUIRY_SUBJECTS.map((s) =>
      s === 'Other' ? 'Other (explained in your message)' : `${s.charAt(0).toUpperCase()}${s.slice(1)}`,
    ),
  },
  {
    heading: 'Reading and answering requests',
    paragraphs: [
      `The members of a company read its requests under Messages, where each request keeps the whole conversation with the sender. Answer directly from there: your reply goes to the sender's own message center. We advise replying within ${BUYER_REPLY_HOURS} hours, even just to confirm that you have received the request and when you will send an offer.`,
      'Because several colleagues can be members of the same company, requests do not get lost when someone is away, and the whole team sees what has been answered.',
    ],
  },
  {
    heading: 'Good practice and safety',
    paragraphs: [
      'Keep the first exchanges in the message center: it records the conversation and helps our team if a problem arises. Check the profile of the company you are talking to, prefer verified companies for larger orders, and never send money or confidential documents before you are sure who the other party is. Report spam or suspicious requests to our support team; misuse of the message center is against our terms of use and may lead to account suspension.',
    ],
  },
];

export const WORK_INTRO = `${BRAND_NAME} is built by a small team in ${CITY_NAME} and by representatives around the world. If you enjoy international business, there may be a place for you.`;

export const WORK_SECTIONS: readonly ServiceSection[] = [
  {
    heading: 'Careers in our team',
    paragraphs: [
      `Our central team runs the ${TERRITORIAL_PLATFORMS} territorial platforms: product and software development, member support, company verification, content and export guidance, and sales of listing packages. We look for people who are curious about other markets, write clearly, and like solving practical problems for business owners.`,
      'Knowledge of foreign languages is a real advantage, especially Spanish, Italian, Portuguese or Chinese. Experience in export, logistics, industrial sales or trade associations counts as much as formal qualifications.',
    ],
  },
  {
    heading: 'The representatives programme',
    paragraphs: [
      'Our representatives are independent professionals and small agencies who promote the network in their country or region. They present the platforms to local companies and associations, help members complete their profiles and choose a package, and act as a local contact for foreign buyers.',
    ],
    bullets: [
      'You work independently, with your own schedule and clients.',
      'You earn a commission on the paid packages of the companies you bring to the network.',
      'You receive training on the platforms, marketing material and support from our team.',
      'You become part of a network of colleagues in many countries.',
    ],
  },
  {
    heading: 'How to apply',
    paragraphs: [
      'Write to us through the Contact Us page, telling us who you are, where you are based, which languages you speak and whether you are interested in a position in our team or in the representatives programme. Attach a short description of your experience. We read every application and reply to candidates whose profile matches our current needs.',
      'We do not ask candidates for any payment to apply or to join the programme. Be careful of anyone who does so in our name.',
    ],
  },
];
