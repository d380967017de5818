/**
 * What the user menu and the results page's button need of saved searches (decision 0041): the
 * page's path, the menu's entry and the button's words; apart from the other texts
 * (saved-searches.ts), so those pages' first loads carry only these lines.
 */
export const SAVED_SEARCH_PATHS = { list: '/saved-searches' } as const;
export const SAVED_SEARCHES_NAV_LABEL = 'Saved searches';
export const SAVE_SEARCH_BUTTON_TEXT = {
  saveButton: 'Save this search',
  signInToSave: 'Sign in to save this search',
} as const;
