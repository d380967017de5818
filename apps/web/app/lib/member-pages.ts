/**
 * The pages the server renders for the member who asks (decision 0047): their header as the member,
 * with their counts, and their first data. The member pages whose wait people noticed most,
 * and about-us, a public page where only the header is the member's. Every other page
 * renders as for a visitor (and public ones come from the page cache); the browser then shows the
 * member. Adding a page here means checking that nothing on it renders differently in the browser's
 * first render than on the server for a member (a hydration mismatch), and giving it a loader that
 * seeds its first data.
 */
const MEMBER_RENDERED: readonly RegExp[] = [
  /^\/about-us$/,
  /^\/notifications$/,
  /^\/newsfeed$/,
  /^\/my-messages$/,
  /^\/business\/[^/]+\/requests(\/[^/]+)?$/,
  /^\/profile\/edit$/,
];

export const rendersForMember = (pathname: string) => MEMBER_RENDERED.some((r) => r.test(pathname));
