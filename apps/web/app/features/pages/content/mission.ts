/** Mission, vision and values. */
import { BRAND_NAME, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';

export const MISSION: readonly string[] = [
  `Our mission is to connect companies all over the world at low cost. ${BRAND_NAME} gives every business, from a family workshop to a large manufacturer, a place to be seen by foreign buyers and suppliers, and the tools to contact them directly.`,
  'We keep the entry price low on purpose: a free listing is enough to start, and paid packages add visibility and verification for companies that want to grow faster.',
];

export const VISION: readonly string[] = [
  `We see a world in which distance and size no longer decide who can trade internationally. Our ${TERRITORIAL_PLATFORMS} territorial platforms are a step towards one open network, where a buyer in one region and a producer in another can find each other, build trust and do business as easily as neighbours.`,
];

export type Value = { name: string; text: string };

export const VALUES: readonly Value[] = [
  {
    name: 'People',
    text: 'Business is done between people, so we treat members, partners and colleagues with respect and answer them as people, not as tickets.',
  },
  {
    name: 'Innovation',
    text: 'We keep improving our tools so that finding partners and starting a conversation takes fewer steps every year.',
  },
  {
    name: 'Global mentality',
    text: 'We think across borders, languages and cultures, and we help our members do the same with every new market.',
  },
  {
    name: 'Passion',
    text: 'We like international trade and the stories behind it, and that energy shows in the care we put into the network.',
  },
  {
    name: 'Honesty',
    text: 'We say clearly what each service includes and costs, and we expect members to describe their companies truthfully.',
  },
  {
    name: 'Excellence',
    text: 'We aim for quality in everything we publish, from a verified profile to the answer of a support request.',
  },
];
