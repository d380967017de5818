/**
 * What leads a member on (docs/decisions/0043-polish-and-onboarding.md):
 * the "next steps" panel a new member finds after registering. The spec's own texts stay where they are;
 * the words below are ours unless a comment says otherwise.
 */
import { SITE_PATHS } from './spec.js';

/** The profile details that make a profile complete for the next-steps panel (fields of the own profile). */
export const PROFILE_COMPLETE_FIELDS = ['country', 'industry', 'jobPosition', 'briefPresentation'] as const;
export type ProfileCompleteField = (typeof PROFILE_COMPLETE_FIELDS)[number];

export type NextStepKey = 'profile' | 'business' | 'follow';

/** The panel's three steps, in order: each a link to where it is done. */
export const NEXT_STEPS: readonly { key: NextStepKey; label: string; hint: string; path: string }[] = [
  {
    key: 'profile',
    label: 'Complete your profile',
    hint: 'Add your country, industry, job position and a short presentation, so members know who you are.',
    path: SITE_PATHS.profileEdit,
  },
  {
    key: 'business',
    label: 'Create your business page',
    hint: 'Give your company a page that buyers find in search, and send and receive requests as the business.',
    path: SITE_PATHS.businessCreate,
  },
  {
    key: 'follow',
    label: 'Follow companies or industries',
    hint: 'Follow a company or a member, or save a search for an industry: what they publish comes to My B2B.',
    path: SITE_PATHS.industries,
  },
];

export const NEXT_STEPS_TEXT = {
  title: 'Your next steps',
  intro: 'A few minutes now help buyers and suppliers find you.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  /** Read before each step's link by screen readers (the tick itself is an icon). */
  doneMark: 'Done:',
  todoMark: 'To do:',
  dismiss: 'Dismiss next steps',
  /** The name of the button that folds and unfolds the list of steps on a phone (its state is aria-expanded). */
  toggle: 'List of steps',
} as const;

/**
 * localStorage entry per member (`wbnNextSteps:<userID>`): 'dismissed' when they closed the panel,
 * 'done' when every step was done, so that later visits load nothing for it.
 */
export const NEXT_STEPS_STORAGE_PREFIX = 'wbnNextSteps:';
export const nextStepsStorageKey = (userID: string) => `${NEXT_STEPS_STORAGE_PREFIX}${userID}`;
export type NextStepsStored = 'dismissed' | 'done';
