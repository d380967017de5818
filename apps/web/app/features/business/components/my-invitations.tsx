/**
 * On My business: the invitations addressed to me, to accept or decline (nobody is
 * added to a business without consent). `?invitation=<id>` (the e-mailed link) brings that one
 * into view.
 */
import { useEffect, useRef } from 'react';
import { Check, MailOpen, X } from 'lucide-react';
import { MSG } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { isApiError } from '~/lib/api-client';
import { BusinessLogo } from '~/components/business-logo';
import { useMyInvitations } from '../api/get-my-invitations';
import { useAnswerInvitation, type InvitationAnswer } from '../api/answer-invitation';

const ROLE = { admin: 'an admin', member: 'a member' } as const;

export function MyInvitations({ highlight }: { highlight?: string | null }) {
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const highlighted = useRef<HTMLLIElement>(null);
  const list = invitations.data ?? [];
  // Scrolls once, when the invitation of the link is in the list (not again on each refetch).
  const highlightShown = Boolean(highlight) && list.some((i) => i.invitationID === highlight);
  useEffect(() => {
    if (highlightShown) highlighted.current?.scrollIntoView({ block: 'center' });
  }, [highlight, highlightShown]);

  if (invitations.isPending || invitations.isError || !list.length) {
    return highlight && invitations.isSuccess ? (
      <p role="status" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
        This invitation is no longer open: it was answered or cancelled. Invitations sent to the e-mail address of your
        account appear here.
      </p>
    ) : null;
  }
  const reply = (invitationID: string, a: InvitationAnswer) =>
    answer.mutate(
      { invitationID, answer: a },
      {
        onSuccess: (r) => toast.success(r.message),
        onError: (e: unknown) => toast.error(isApiError(e) && e.message ? e.message : MSG.toastFailureDefault),
      },
    );
  return (
    <section
      aria-labelledby="my-invitations-title"
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50/60 p-4"
    >
      <h2 id="my-invitations-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MailOpen aria-hidden="true" className="h-5 w-5 text-brand-600" />
        Invitations to join a business
      </h2>
      <ul className="mt-3 space-y-2">
        {list.map((inv) => (
          <li
            key={inv.invitationID}
            ref={inv.invitationID === highlight ? highlighted : undefined}
            className={`flex flex-col gap-3 rounded-lg bg-white p-3 sm:flex-row sm:items-center ${inv.invitationID === highlight ? 'ring-2 ring-brand-500' : ''}`}
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <BusinessLogo photo={inv.business.profilePhoto} size="sm" />
              <p className="min-w-0 text-sm text-slate-700">
                <strong className="text-slate-900">
                  {inv.invitedBy.firstName} {inv.invitedBy.lastName}
                </strong>{' '}
                invited you to join <strong className="text-slate-900">{inv.business.companyName}</strong> as{' '}
                {ROLE[inv.role]}.
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => reply(inv.invitationID, 'accept')}
                className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <Check aria-hidden="true" className="h-4 w-4" />
                Accept<span className="sr-only"> the invitation of {inv.business.companyName}</span>
              </button>
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => reply(inv.invitationID, 'decline')}
                className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                Decline<span className="sr-only"> the invitation of {inv.business.companyName}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
