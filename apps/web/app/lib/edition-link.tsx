/**
 * Links and navigation that stay in the page's edition (decision 0085): the app names its pages
 * by the spec's paths (`SITE_PATHS.aboutUs` is '/about-us'), and on a Spanish page these send the
 * reader to '/es/about-us'. The app takes `Link`, `NavLink` and `useNavigate` from here, never
 * from react-router (a lint rule holds that); a link meant for another edition (the language
 * switch) names that edition with `edition`.
 */
import { useCallback, type Ref } from 'react';
import {
  Link as RouterLink,
  redirect,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router';
import { editionOf, editionPath, specPathOf, type Edition } from '@wbn/contract/editions';
import { searchFilterParam, searchPath } from '@wbn/contract/constants';
import { useEdition } from './i18n';

/** A spec path (or a `To` object's path) in an edition; relative paths, other editions' and the API's are left alone. */
export function toInEdition(edition: Edition, to: To): To {
  if (edition === 'en') return to;
  if (typeof to === 'string') return pathInEdition(edition, to);
  return to.pathname === undefined ? to : { ...to, pathname: pathInEdition(edition, to.pathname) };
}

function pathInEdition(edition: Edition, path: string): string {
  if (!path.startsWith('/') || path.startsWith('/api/') || editionOf(path) !== 'en') return path;
  return editionPath(edition, path);
}

/** A loader's redirect to a spec path, in the edition of the request's page. */
export function redirectInEdition(request: Request, path: string) {
  return redirect(pathInEdition(editionOf(new URL(request.url).pathname), path));
}

/** The page's path as the spec names it, without its edition's prefix ('/es/rfqs' → '/rfqs'). */
export function useSpecPathname(): string {
  return specPathOf(useLocation().pathname);
}

/** The page's edition's form of a spec path, for plain anchors (`<a href>`). */
export function useEditionHref(): (path: string) => string {
  const edition = useEdition();
  return useCallback((path: string) => pathInEdition(edition, path), [edition]);
}

type InEdition = {
  ref?: Ref<HTMLAnchorElement>;
  /** The edition the link leads to, when not the page's own (the language switch). */ edition?: Edition;
};

export function Link({ to, edition, ...props }: LinkProps & InEdition) {
  const own = useEdition();
  return <RouterLink to={edition ? to : toInEdition(own, to)} {...props} />;
}

export function NavLink({ to, edition, ...props }: NavLinkProps & InEdition) {
  const own = useEdition();
  return <RouterNavLink to={edition ? to : toInEdition(own, to)} {...props} />;
}

/** react-router's `navigate`, in the page's edition. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const edition = useEdition();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(toInEdition(edition, to), options),
    [navigate, edition],
  ) as ReturnType<typeof useRouterNavigate>;
}

/**
 * react-router's own `navigate`, for addresses already in their edition: the href of a plain
 * anchor the app drew with `useEditionHref` (lib/in-app-links.ts), or a language switch's.
 */
export const useNavigateToHref = useRouterNavigate;

export type { LinkProps, NavLinkProps };

/**
 * Where a link to an industry or a category leads (the sidebar's): on the English edition a search
 * for its name, as the spec says; on the others every business of that industry or category, by a
 * filter on its id (decision 0085), since the search reads English words: a Spanish name would find
 * nothing. A sub-category leads to its category there.
 */
export function browsePath(
  edition: Edition,
  node: { name: string } & ({ industry: string } | { category: string }),
): string {
  if (edition === 'en') return searchPath({ search: node.name });
  const [facet, id] = 'industry' in node ? ['industries', node.industry] : ['categories', node.category];
  return `${searchPath({})}&${searchFilterParam(facet)}=${encodeURIComponent(id)}`;
}
