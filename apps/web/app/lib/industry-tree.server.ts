/**
 * The industry tree on the server (decision 0019). The API's web handler puts it in the load
 * context (read in process, versioned); under `react-router dev` there is no context, so it is
 * fetched over HTTP with a development version.
 *
 * In an edition the tree's names are the edition's (decision 0085), translated here on the server
 * by the contract's `translateIndustryTree`, as the API translates the tree the browser fetches
 * (`?lang=`): the server's HTML and the hydrated page name the same things. The translation tables
 * are large and stay on the server (this file never reaches the browser).
 */
import type { IndustryNode } from '@wbn/contract/schemas';
import { translateIndustryTree, type Edition, type TranslatedEdition } from '@wbn/contract/editions';
import { loadFromApi, type ApiFetch } from './server-api';

export type IndustryTreeRef = { version: string; tree: IndustryNode[] };

/** Each English tree's translations, made once: the API hands over the same tree while its version holds. */
const translations = new WeakMap<IndustryNode[], Map<TranslatedEdition, IndustryNode[]>>();

function inEdition(tree: IndustryNode[], edition: Edition): IndustryNode[] {
  if (edition === 'en') return tree;
  let byEdition = translations.get(tree);
  if (!byEdition) translations.set(tree, (byEdition = new Map()));
  let translated = byEdition.get(edition);
  if (!translated) byEdition.set(edition, (translated = translateIndustryTree(tree, edition)));
  return translated;
}

/** The tree and its version, its names in `edition` (English unless given). */
export async function industryTreeFor(
  context: { apiFetch?: ApiFetch; industryTree?: IndustryTreeRef } | undefined,
  edition: Edition = 'en',
): Promise<IndustryTreeRef | null> {
  const ref = await englishTreeFor(context);
  return ref && { version: ref.version, tree: inEdition(ref.tree, edition) };
}

async function englishTreeFor(
  context: { apiFetch?: ApiFetch; industryTree?: IndustryTreeRef } | undefined,
): Promise<IndustryTreeRef | null> {
  if (context?.industryTree) return context.industryTree;
  if (context?.apiFetch) return null; // served by the API, which could not read the tree
  const tree = await loadFromApi<IndustryNode[]>(context, '/api/catsys/industry/full-tree');
  return tree ? { version: 'dev', tree } : null;
}
