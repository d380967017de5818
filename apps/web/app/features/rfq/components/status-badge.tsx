/** A request's status (Open, Closed, Awarded) and a quote's (Submitted, Withdrawn, Awarded, Not selected), as small coloured badges. */
import clsx from 'clsx';
import {
  QUOTE_STATUS_LABELS,
  RFQ_STATUS_LABELS,
  RFQ_TEXT,
  type QuoteStatus,
  type RfqStatus,
} from '@wbn/contract/constants';

import { useSpecText } from '~/lib/i18n';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

const RFQ_TONE: Record<RfqStatus, string> = {
  open: 'bg-emerald-50 text-emerald-800',
  closed: 'bg-slate-100 text-slate-700',
  awarded: 'bg-brand-50 text-brand-700',
};
const QUOTE_TONE: Record<QuoteStatus, string> = {
  submitted: 'bg-slate-100 text-slate-700',
  withdrawn: 'bg-slate-100 text-slate-500',
  awarded: 'bg-emerald-50 text-emerald-800',
  declined: 'bg-amber-50 text-amber-900',
};

export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const spec = useSpecText();
  return <span className={clsx(badge, RFQ_TONE[status])}>{spec(RFQ_STATUS_LABELS[status])}</span>;
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={clsx(badge, QUOTE_TONE[status])}>{QUOTE_STATUS_LABELS[status]}</span>;
}

export function InvitedBadge() {
  const spec = useSpecText();
  return <span className={clsx(badge, 'bg-violet-50 text-violet-800')}>{spec(RFQ_TEXT.invitedOnly)}</span>;
}
