// zod's settings (messages; no `new Function` in the browser) come with the contract's schemas
// themselves (packages/contract/src/schemas/zod.ts), in the chunks that use zod, not in every page.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  Links,
  redirect,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG } from '@wbn/contract/constants';
import { EDITIONS, editionOf, htmlLangOf, samePageIn, specPathOf, TRANSLATED_EDITIONS } from '@wbn/contract/editions';
import type { Route } from './+types/root';
import { industryTreeFor } from '~/lib/industry-tree.server';
import { siteContactOf } from '~/lib/site-contact';
import { toIndustryNav } from '~/lib/use-industries';
import type { RootData } from '~/lib/root-data';
import { SessionProvider } from '~/lib/session-context';
import { loadMemberHeader } from '~/layout/member-header.server';
import { seedQueries } from '~/lib/member-seed';
import { snapshotHold } from '~/lib/snapshot-hold';
import { AppScripts } from '~/components/app-scripts';
import { useNonce } from '~/lib/nonce';
import { RECORD_TYPING, replayClickBeforeHydration, replayTypedBeforeHydration } from '~/lib/typed-before-hydration';
import { Logo } from '~/components/logo';
import { ButtonLink } from '~/components/button-link';
import { toasterWanted } from '~/lib/toast';
import type { SiteHandle } from '~/layout/route-handle';
import { LayoutSlotsContext } from '~/layout/slots';
import { LAYOUT_SLOTS } from './layout-slots';
import { shellMessages } from '~/lib/i18n.server';
import { I18nContext } from '~/lib/i18n-runtime';
import { useEditionI18n } from '~/lib/i18n';
import appCss from './app.css?url';

/**
 * The sidebar's 15 industries and the version of the whole tree, which the browser
 * fetches by itself: the tree (~65 KB) is not in any page's hydration data (decision 0019).
 * Null when the API fails (the sidebar then shows the fixed names). Also the configured
 * customer-service numbers (lib/site-contact.ts): none under `react-router dev`.
 */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<RootData> {
  // Every path may start with an edition (routes.ts); any other first segment there is no page.
  if (params.lang !== undefined && !(TRANSLATED_EDITIONS as readonly string[]).includes(params.lang))
    throw redirect('/');
  const edition = editionOf(new URL(request.url).pathname);
  const [ref, member] = await Promise.all([industryTreeFor(context, edition), loadMemberHeader(context)]);
  return {
    edition,
    messages: shellMessages(edition),
    industryNav: ref ? toIndustryNav(ref.tree) : null,
    industryTreeVersion: ref?.version ?? null,
    origin: new URL(request.url).origin,
    siteContact: siteContactOf(context),
    ...member,
  };
}

/**
 * The page's one address for search engines: origin + path (plus the query on search results,
 * which are pages of their own). Pages with a slug set their own in `meta` (handle.ownCanonical).
 */
function CanonicalLink() {
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const matches = useMatches();
  if (!data?.origin || matches.some((m) => (m.handle as SiteHandle | undefined)?.ownCanonical)) return null;
  const query = specPathOf(location.pathname) === '/search-result' ? searchWithoutFilters(location.search) : '';
  // '/es' and '/es/' are one page: its address is the edition's form of the spec path.
  const path = samePageIn(editionOf(location.pathname), location.pathname);
  return <link rel="canonical" href={`${data.origin}${path}${query}`} />;
}

/**
 * The same page in every edition, for search engines (decision 0085): one `hreflang` link per
 * edition and `x-default`, the English page, for readers of any other language.
 */
function EditionAlternates() {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname, search } = useLocation();
  if (!data?.origin) return null;
  const query = specPathOf(pathname) === '/search-result' ? searchWithoutFilters(search) : '';
  const href = (edition: (typeof EDITIONS)[number]) => `${data.origin}${samePageIn(edition, pathname)}${query}`;
  return (
    <>
      {EDITIONS.map((edition) => (
        <link key={edition} rel="alternate" hrefLang={htmlLangOf(edition)} href={href(edition)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
    </>
  );
}

/**
 * A results page's query without its `f.<facet>` filters (decision 0082): every filtered page names the
 * same search unfiltered as its address for search engines, so combinations of filters are not indexed
 * as pages of their own.
 */
function searchWithoutFilters(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith('f.')) params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Where toasts appear: at the bottom, clear of the sticky header (decision 0043) and of the popovers
 * and menus that open below it. At the top right, the "Accepted" toast of an invitation answered in
 * the notifications popover slid over its "Mark all as read" and took the click (decision 0050).
 * sonner uses `mobileOffset` up to 600 px wide.
 */
const TOAST_OFFSET = { bottom: 16 } as const;
const TOAST_MOBILE_OFFSET = { bottom: 12 } as const;

/** sonner's toaster, mounted (and its code loaded) with the first toast: see ~/lib/toast. */
function ToasterHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
      />
    </Suspense>
  ) : null;
}

/** Reference data and the frame's messages: once per page load, and again only on a move to another edition. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return editionOf(currentUrl.pathname) !== editionOf(nextUrl.pathname);
}

/** Marks the page as live (app.css: a member's server-rendered buttons take presses from then on). */
const markHydrated = () => {
  document.documentElement.dataset.hydrated = '';
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A page rendered for a member (decision 0047): its buttons wait for hydration (app.css).
  const root = useRouteLoaderData<RootData>('root');
  const member = !!root?.member;
  return (
    <html lang={htmlLangOf(root?.edition ?? 'en')} data-member-page={member ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        {/* Notes what is typed before hydration, which would reset it (lib/typed-before-hydration.ts). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RECORD_TYPING }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#174c8a" />
        <Meta />
        <CanonicalLink />
        <EditionAlternates />
        {/* `precedence` makes React put the stylesheet ahead of the script preloads in <head>: it blocks the first paint, they do not. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <AppScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  // A member's first data, read by the loaders on the server, before any query of the page mounts (decision 0047).
  const matches = useMatches();
  seedQueries(
    queryClient,
    matches.map((m) => m.loaderData),
  );
  const rendered = (matches[0]?.loaderData as RootData | undefined)?.member;
  const i18n = useEditionI18n();
  // On the page the server rendered for the member, no stored copy competes with its data (hydration).
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (typeof window !== 'undefined') snapshotHold.on = !!rendered && key === firstKey;
  // Once the page is hydrated (a parent's effect follows its children's), in a task of its own,
  // so that the replayed typing is handled like a visitor's rather than inside React's effects.
  useEffect(() => {
    const timer = setTimeout(() => {
      replayTypedBeforeHydration();
      replayClickBeforeHydration();
      // After what was typed before is back in the forms: a press now sends what the member sees.
      markHydrated();
    });
    return () => clearTimeout(timer);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider rendered={rendered}>
        <I18nContext value={i18n}>
          <LayoutSlotsContext value={LAYOUT_SLOTS}>
            <Outlet />
          </LayoutSlotsContext>
          <ToasterHost />
        </I18nContext>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(markHydrated, []);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MSG.unexpectedRefresh;
  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-16">
      <Logo />
      <main className="mt-8 w-full max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{message}</h1>
        <ButtonLink to="/" className="mt-6">
          Go to the home page
        </ButtonLink>
      </main>
    </div>
  );
}
