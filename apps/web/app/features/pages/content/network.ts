/** Our network copy. */
import { BRAND_NAME, CITY_NAME, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';

export const NETWORK_INTRO: readonly string[] = [
  `${BRAND_NAME} runs ${TERRITORIAL_PLATFORMS} territorial web platforms, each named after the city that serves its region. ${BRAND_NAME} ${CITY_NAME} is one of them. The platforms share one directory, one account system and one set of listing packages.`,
];

export const PACKAGES_INTRO =
  'Every company starts with a free standard listing. The paid packages are yearly subscriptions that add products, verification, advertising boosts and support hours.';

export type SharingStep = { title: string; text: string };

export const SHARING_TITLE = 'How the platforms share your listing';
export const SHARING_STEPS: readonly SharingStep[] = [
  {
    title: 'List once',
    text: `You create your business profile and products on the platform you registered with, here ${BRAND_NAME} ${CITY_NAME}. One account is all you need.`,
  },
  {
    title: 'Appear everywhere',
    text: 'Your company and products enter the shared directory, so a search on any territorial platform can return them, filtered by business type and country.',
  },
  {
    title: 'Receive local requests',
    text: 'Buyers from other regions write to you through the same message center. Our local representatives can help with language and market questions.',
  },
  {
    title: 'Grow your visibility',
    text: 'Advertising boosts included in paid packages lift your listings in the results of the whole network, not only of your home platform.',
  },
];
