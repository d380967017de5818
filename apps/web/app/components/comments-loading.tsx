/** What a comment section shows until its code and first comments are in (business and product pages). */
export const COMMENTS_LOADING = <p className="text-sm text-slate-500">Loading comments…</p>;
