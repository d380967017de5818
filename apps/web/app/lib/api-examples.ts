/**
 * The API examples a person copies, written with this site's address (decision 0070): the guide's
 * (/developers) and the Developers tab's. The example files (packages/client/examples) default to
 * `EXAMPLE_ADDRESS`, a server on one's own machine, so that the tests can run them as they are;
 * the guide shows them with this site's address in its place.
 */

/** The address the example files default to (their `WBN_API`). */
export const EXAMPLE_ADDRESS = 'http://localhost:3000';

/** An example file's text with this site's address for the examples' default. */
export const withSiteAddress = (text: string, origin: string) =>
  origin ? text.split(EXAMPLE_ADDRESS).join(origin) : text;

/**
 * The commands of an example's opening comment (its lines ` *   npm …` or ` *   npx …`), as a
 * block to copy: setting up and running it.
 */
export function exampleCommands(source: string): string {
  return [...source.matchAll(/^ \* {3}((?:npm|npx) .+)$/gm)].map((m) => m[1]).join('\n');
}

/** The business's products, with an API key in WBN_KEY: `businessID` defaults to a shell variable. */
export const productsByKeyCurl = (origin: string, businessID = '$BUSINESS_ID') =>
  `curl -s "${origin}/api/product/by-business?bid=${businessID}" \\\n  -H "Authorization: Bearer $WBN_KEY"`;
