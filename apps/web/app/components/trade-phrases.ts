/**
 * The contract's phrases about a business's trade record, in the page's edition (decision 0085):
 * how fast it usually replies (the contract's `repliesWithin`, decision 0039) and how many reviews
 * its average rests on (`reviewCountLabel`, decision 0077). Their English is the contract's, word
 * for word; the frame's catalogue carries them, as every page may show a business card.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** "Usually replies within 3 hours", "… within 4 days" (from 48 hours on, in days). */
export function useRepliesWithin(): (medianReplySeconds: number) => string {
  const { t } = useLingui();
  return (medianReplySeconds) => {
    const hours = Math.max(1, Math.ceil(medianReplySeconds / 3600));
    if (hours <= 47)
      return t`${plural(hours, { one: 'Usually replies within # hour', other: 'Usually replies within # hours' })}`;
    const days = Math.ceil(hours / 24);
    return t`Usually replies within ${days} days`;
  };
}

/** "1 review", "1,204 reviews". */
export function useReviewCount(): (count: number) => string {
  const { t } = useLingui();
  return (count) => t`${plural(count, { one: '# review', other: '# reviews' })}`;
}
