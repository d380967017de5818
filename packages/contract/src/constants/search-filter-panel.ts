/**
 * The texts of the results page's filter panel (decision 0082): the panel, its sheet on a phone,
 * the applied filters' chips and the counts. A count is shown as a number; an estimated one (a
 * set above SEARCH_FACET_CAP results, its sample's count scaled to the whole set, decisions 0080
 * and 0086, so it may be above or below the truth) as "about" that number, "≈12,300". A screen
 * reader hears each count with its label.
 */

/** A count as shown: 1,234, or ≈1,234 when it is estimated. */
export const formatFacetCount = (count: number, estimated?: boolean) =>
  `${estimated ? '≈' : ''}${count.toLocaleString('en-US')}`;

export const SEARCH_FILTER_PANEL_TEXT = {
  title: 'Filters',
  /** The button that opens the sheet below 992 px, with how many filters are applied. */
  open: (applied: number) => (applied ? `Filters (${applied})` : 'Filters'),
  openLabel: (applied: number) => (applied ? `Filters, ${applied} applied` : 'Filters'),
  close: 'Close filters',
  clearAll: 'Clear all',
  clearAllLabel: 'Clear all filters',
  applied: 'Applied filters',
  remove: (facet: string, label: string) => `Remove filter ${facet}: ${label}`,
  /** The sheet's closing button: the results are already those of the choices made. */
  showResults: (total: number) => `Show ${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`,
  /** What a screen reader hears after a choice's label. */
  countLabel: (count: number, estimated?: boolean) =>
    `${estimated ? 'about ' : ''}${count.toLocaleString('en-US')} ${count === 1 && !estimated ? 'result' : 'results'}`,
  /** The disclosure of an industry's categories. */
  categories: (count: number) => `Categories (${count})`,
  categoriesLabel: (industry: string) => `Categories of ${industry}`,
  /** The disclosure of a long facet's further values. */
  more: (count: number) => `${count} more`,
  noneWithFilters: 'No results with these filters',
  noneWithFiltersHint: 'Remove a filter, or clear them all to see every result.',
  description: 'Each choice shows how many results it leaves. The results change as you choose.',
} as const;
