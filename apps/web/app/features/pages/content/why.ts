/** Why the network: five alternating image and text blocks. */
import { BRAND_NAME, CITY_NAME, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';
import type { WhyIllustration } from '../components/illustrations';

export type WhyBlock = { id: string; subtitle: string; paragraphs: readonly string[]; illustration: WhyIllustration };

export const WHY_BLOCKS: readonly WhyBlock[] = [
  {
    id: 'reach',
    subtitle: 'Reach buyers in many countries',
    illustration: 'globe',
    paragraphs: [
      `A profile on ${BRAND_NAME} ${CITY_NAME} is visible across all ${TERRITORIAL_PLATFORMS} territorial platforms of the network. Importers, distributors and wholesalers searching in their own region can find your company without knowing where you are based.`,
      'You reach foreign markets from your desk, without the cost of a stand at every trade fair.',
    ],
  },
  {
    id: 'showcase',
    subtitle: 'Showcase your company and products',
    illustration: 'showcase',
    paragraphs: [
      'Your business profile works as an online showroom: logo, cover picture, description, contact details and a catalogue of products with photos, specifications and keywords.',
      'Buyers see what you make and how you work before they write to you, so the first contact is already qualified.',
    ],
  },
  {
    id: 'requests',
    subtitle: 'Talk directly to decision makers',
    illustration: 'messages',
    paragraphs: [
      'Send and receive business requests in a few clicks. Each request arrives in the message center of the company concerned and states what the sender is looking for, from a full price list to exclusive distribution in a country.',
      'There is no intermediary taking a commission on your deals: you negotiate directly with your future partner.',
    ],
  },
  {
    id: 'trust',
    subtitle: 'Work with verified partners',
    illustration: 'trust',
    paragraphs: [
      'Companies with a paid package are verified by our team, and the verification is shown on their profile and products. Members may register only businesses they represent, and the terms of use forbid false information.',
      'That makes it easier to tell a serious supplier from an empty website.',
    ],
  },
  {
    id: 'cost',
    subtitle: 'Grow at low cost',
    illustration: 'growth',
    paragraphs: [
      'You can start for free with the standard listing and up to seven products. When you are ready for more, the gold, premium and platinum packages add more products, advertising boosts and professional support for a fixed yearly price.',
      'A predictable budget, no hidden fees, and a network that works for you every day of the year.',
    ],
  },
];
