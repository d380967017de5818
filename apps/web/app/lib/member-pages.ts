import { specPathOf } from '@wbn/contract/editions';

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

/** In every edition: '/es/newsfeed' as '/newsfeed' (decision 0085). */
export const rendersForMember = (pathname: string) => {
  const specPath = specPathOf(pathname);
  return MEMBER_RENDERED.some((r) => r.test(specPath));
};
