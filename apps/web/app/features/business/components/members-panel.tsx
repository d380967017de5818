/**
 * Members tab (/business/{id}/member(s)): the people of a business with name, e-mail
 * and role. The owner invites by e-mail (the person accepts or declines), sees and cancels the
 * pending invitations, changes roles and removes members; an admin or member may leave.
 */
import { lazy, Suspense } from 'react';
import { LogOut, Lock, Trash2, Users, X } from 'lucide-react';
import { useNavigate } from '~/lib/edition-link';
import { toast } from '~/lib/toast';
import { MSG, type BusinessMember, type BusinessSession } from '@wbn/contract/constants';
import { Avatar } from '~/components/avatar';
import { isApiError } from '~/lib/api-client';
import { useChangeMemberRole, type MemberRole } from '../api/change-member-role';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useBusinessInvitations } from '../api/get-business-invitations';
import { useCancelInvitation } from '../api/cancel-invitation';
import { ConfirmPopover } from '~/components/confirm-popover';
import { controlClass } from '~/components/form-controls';
import { CardListSkeleton, EmptyState, ErrorState } from '~/components/list-states';
import { ROLE_LABEL, roleOptions } from './member-roles';

/** The owner's invitation form (react-hook-form and the schema check): a chunk fetched when an owner opens the tab. */
const InviteForm = lazy(() => import('./invite-form').then((m) => ({ default: m.InviteForm })));
const fullName = (m: BusinessMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

function MemberRow({
  member,
  businessID,
  manage,
  self,
}: {
  member: BusinessMember;
  businessID: string;
  manage: boolean;
  self: boolean;
}) {
  const change = useChangeMemberRole(businessID);
  const remove = useRemoveMember(businessID);
  const name = fullName(member);
  const editable = manage && member.role !== 'owner' && !self;
  const feedback = {
    onSuccess: () => toast.success(MSG.toastSuccessDefault),
    onError: (e: unknown) => toast.error(isApiError(e) && e.message ? e.message : MSG.toastFailureDefault),
  };
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} url={member.profilePhoto?.url} />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">
            {name}
            {self ? <span className="ml-1 text-sm font-normal text-slate-500">(you)</span> : null}
          </p>
          <p className="truncate text-sm text-slate-600">{member.email}</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {editable ? (
          <>
            <label className="sr-only" htmlFor={`role-${member.userID}`}>
              Role of {name}
            </label>
            <select
              id={`role-${member.userID}`}
              value={member.role}
              disabled={change.isPending}
              onChange={(e) => change.mutate({ userID: member.userID, role: e.target.value as MemberRole }, feedback)}
              className={`${controlClass()} w-32`}
            >
              {roleOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <ConfirmPopover
              message={
                <>
                  Remove <strong>{name}</strong> from this business?
                </>
              }
              confirmText="Remove"
              busy={remove.isPending}
              onConfirm={() => remove.mutate(member.userID, feedback)}
              trigger={
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              }
            />
          </>
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {ROLE_LABEL[member.role]}
          </span>
        )}
      </div>
    </li>
  );
}

function PendingInvitations({ businessID }: { businessID: string }) {
  const invitations = useBusinessInvitations(businessID, true);
  const cancel = useCancelInvitation(businessID);
  const list = invitations.data ?? [];
  if (invitations.isError) return <ErrorState error={invitations.error} onRetry={() => void invitations.refetch()} />;
  if (!list.length) return null;
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className="text-sm font-semibold text-slate-700">
        Waiting for an answer
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {list.map((inv) => (
          <li key={inv.invitationID} className="flex items-center gap-3 px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 truncate text-slate-800">{inv.email}</span>
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              {ROLE_LABEL[inv.role]} · invited
            </span>
            <button
              type="button"
              aria-label={`Cancel the invitation of ${inv.email}`}
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(inv.invitationID, {
                  onSuccess: (r) => toast.success(r.message),
                  onError: (e: unknown) =>
                    toast.error(isApiError(e) && e.message ? e.message : MSG.toastFailureDefault),
                })
              }
              className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An admin or member leaves the business (the owner cannot). */
function LeaveBusiness({ businessID, userID }: { businessID: string; userID: string }) {
  const remove = useRemoveMember(businessID);
  const navigate = useNavigate();
  return (
    <ConfirmPopover
      message="Leave this business? You lose access to its page, products and requests until you are invited again."
      confirmText="Leave"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(userID, {
          onSuccess: () => {
            toast.success('You left the business.');
            void navigate('/my-business');
          },
          onError: (e: unknown) => toast.error(isApiError(e) && e.message ? e.message : MSG.toastFailureDefault),
        })
      }
      trigger={
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Leave this business
        </button>
      }
    />
  );
}

export function MembersPanel({
  businessID,
  session,
  userID,
}: {
  businessID: string;
  session: BusinessSession;
  userID: string | null;
}) {
  const members = useMembers(businessID);
  const isOwner = session === 'owner';
  const list = members.data ?? [];
  return (
    <div className="space-y-5">
      {isOwner ? (
        <Suspense fallback={<div className="h-40 rounded-xl border border-slate-200 bg-slate-50" aria-hidden="true" />}>
          <InviteForm businessID={businessID} />
        </Suspense>
      ) : null}
      {isOwner ? <PendingInvitations businessID={businessID} /> : null}
      {members.isPending ? (
        <CardListSkeleton label="Loading members" />
      ) : members.isError && isApiError(members.error) && members.error.status === 403 ? (
        <EmptyState
          icon={Lock}
          title={members.error.message || 'Only the people of this business can see its members'}
        />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={Users} title="No members yet">
          {isOwner ? (
            <p className="w-full text-sm text-slate-600">
              Invite a colleague by e-mail to help you manage this business.
            </p>
          ) : null}
        </EmptyState>
      ) : (
        <ul aria-label="Members" className="divide-y divide-slate-100">
          {list.map((m) => (
            <MemberRow key={m.userID} member={m} businessID={businessID} manage={isOwner} self={m.userID === userID} />
          ))}
        </ul>
      )}
      {(session === 'admin' || session === 'member') && userID ? (
        <LeaveBusiness businessID={businessID} userID={userID} />
      ) : null}
    </div>
  );
}
