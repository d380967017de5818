/** The buyer's comparison: the quotes in the chosen order (ascending), the shortlist alone when asked. */
import type { QuoteSort } from '@wbn/contract/constants';
import type { RfqQuote } from '@wbn/contract/schemas';

const valueOf: Record<QuoteSort, (q: RfqQuote) => number> = {
  unitPrice: (q) => q.unitPrice,
  total: (q) => q.total,
  leadTime: (q) => q.leadTimeDays,
  moq: (q) => q.moq,
};

/** A new list, lowest first; equal values keep the order they arrived in (oldest first). */
export function sortQuotes(quotes: readonly RfqQuote[], sort: QuoteSort, shortlistedOnly = false): RfqQuote[] {
  const value = valueOf[sort];
  return quotes
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => !shortlistedOnly || q.shortlisted)
    .sort((a, b) => value(a.q) - value(b.q) || a.i - b.i)
    .map(({ q }) => q);
}
