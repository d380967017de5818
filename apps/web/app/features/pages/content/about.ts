/** About Us copy. The two managers are fictional people. */
import { BRAND_NAME, CITY_NAME, FOUNDED_YEAR, SITE_NAME, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';
import type { PortraitStyle } from '../components/portrait';

export const ABOUT_INTRO: readonly string[] = [
  `${SITE_NAME} is a business-to-business network and company directory for manufacturers, distributors, wholesalers, importers, exporters, retailers, investors, consultants and public bodies. Companies use it to present themselves and their products, to find suppliers and buyers abroad, and to start business conversations without travelling to a trade fair.`,
  `The ${CITY_NAME} platform is part of a family of ${TERRITORIAL_PLATFORMS} territorial web platforms created in ${FOUNDED_YEAR}. Each platform serves its own region, and together they form a single network: a company listed here can be found by businesses searching on any of the other platforms.`,
  `Our aim has not changed since the first platform went online: make international trade possible for companies of every size, in a few clicks and at low cost.`,
];

export const ABOUT_TEAM: readonly string[] = [
  `Behind ${BRAND_NAME} there is a small central team and a wider circle of representatives. The central team builds and runs the platforms, checks new company profiles, handles verification for paid packages and answers members' questions.`,
  `Our representatives work in many countries around the world. They know their local markets, speak the language of the companies they serve and help members prepare their profiles, understand foreign buyers and follow up on business requests. When a member in ${CITY_NAME} needs a contact in another region, a representative there can usually help.`,
  'We are business people before we are technologists. Most of us have worked in export departments, industrial sales or distribution, and we design every feature around the practical questions companies ask when they try to sell abroad.',
];

export type Manager = { name: string; title: string; bio: readonly string[]; look: PortraitStyle };

export const MANAGERS: readonly Manager[] = [
  {
    name: 'Roberto Castellani',
    title: 'Chief Executive Officer and President',
    bio: [
      'Roberto spent the first twenty years of his career selling industrial machinery outside his home country, first as an export clerk and later as export director of a mid-sized manufacturer. He opened distribution channels in Latin America, the Middle East and Eastern Europe, and learned how much time small companies waste looking for reliable partners.',
      `He founded ${BRAND_NAME} in ${FOUNDED_YEAR} to give those companies a shorter path. Today he leads the network's strategy, meets partner associations and chambers of commerce, and still writes the export tips published on the platform.`,
    ],
    look: { skin: '#e8b98f', hair: '#6b7280', suit: '#174c8a', background: '#dbeafe', hairStyle: 'short' },
  },
  {
    name: 'Elena Marquez Hill',
    title: 'Managing Director',
    bio: [
      `Elena joined ${BRAND_NAME} after a decade in logistics and trade finance in ${CITY_NAME}, where she advised importers on sourcing from Europe and Asia. She knows the paperwork, the payment terms and the practical risks that appear once a first order is placed.`,
      'As managing director she runs the daily operations of the platforms: the support team, company verification, the representatives programme and the listing packages. Her rule for the team is simple: every member question gets a clear answer from a real person.',
    ],
    look: { skin: '#c98e66', hair: '#2b1d16', suit: '#0f766e', background: '#ccfbf1', hairStyle: 'long' },
  },
];

export const CEO_TIPS_INTRO = `Roberto Castellani has collected what he learned in years of export work into a series of short, practical tips. They are written for industrial companies taking their first steps abroad, but experienced exporters will find useful checklists too.`;

export const CEO_TIPS_POINTS: readonly string[] = [
  'Choose the right products to export, including niche and private-label lines.',
  'Set up a simple export system before chasing the first order.',
  'Plan industrial marketing across fairs and online platforms.',
  'Build a distribution network abroad, one reliable partner at a time.',
  'Understand who the industrial buyer is and what they expect.',
  'Answer every buyer request quickly, ideally within a working day.',
];
