/**
 * Where a country's flag is: an SVG of the flag-icons set, one small file per country that the build
 * writes under /assets/flags/ (apps/web/vite-plugins/flags.ts), so no page carries the set and every
 * system draws the flags, as emoji flags are not (decision 0070). The set's version is part of the
 * address: the files are cached for a year, and a new set is a new address. The build fails when the
 * installed flag-icons is another version than this one.
 */
export const FLAG_SET_VERSION = '7.5.0';
export const FLAG_DIRECTORY = `/assets/flags/${FLAG_SET_VERSION}`;

/** The flag's address for an ISO 3166-1 alpha-2 code (`US`), as the API's countries have them. */
export const flagSrc = (code: string) => `${FLAG_DIRECTORY}/${code.toLowerCase()}.svg`;
