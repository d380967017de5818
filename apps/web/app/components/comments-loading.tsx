/** What a comment section shows until its code and first comments are in (business and product pages). */
import { useLingui } from '@lingui/react/macro';

function CommentsLoading() {
  const { t } = useLingui();
  return <p className="text-sm text-slate-500">{t`Loading comments…`}</p>;
}

export const COMMENTS_LOADING = <CommentsLoading />;
