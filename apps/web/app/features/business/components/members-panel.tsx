/**
 * Members tab (spec 1 §2 /business/{id}/member(s)): the people of a business with name, e-mail
 * and role. The owner invites by e-mail (the person accepts or declines), sees and cancels the
 * pending invitations, changes roles and removes members; an admin or member may leave.
 */
import { useState, type FormEvent } from 'react';
import { LogOut, Lock, MailPlus, Trash2, Users, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { MEMBER_ROLES, MSG, type BusinessMember, type BusinessSession } from '@wbn/contract';
import { Avatar } from '~/components/avatar';
import { isApiError } from '~/lib/api-client';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { useChangeMemberRole, type MemberRole } from '../api/change-member-role';
import { useMembers } from '../api/get-members';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { useBusinessInvitations } from '../api/get-business-invitations';
import { useCancelInvitation } from '../api/cancel-invitation';
import { issuesToFields, type FieldErrors } from '../lib/validation';
import { ActionButton } from './action-button';
import { ConfirmPopover } from './confirm-popover';
import { controlClass, SelectField, TextField } from './form-controls';
import { CardListSkeleton, EmptyState, ErrorState } from './list-states';

const ROLE_LABEL = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;
const roleOptions = MEMBER_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }));
const fullName = (m: BusinessMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

function InviteForm({ businessID }: { businessID: string }) {
  const invite = useInviteMember(businessID);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const { ZInviteMemberRequest } = await loadFormSchemas();
    const parsed = ZInviteMemberRequest.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const res = await invite.mutateAsync(parsed.data);
      toast.success(res.message);
      setEmail('');
    } catch (err) {
      if (isApiError(err) && err.fields) setErrors(err.fields);
      toast.error(isApiError(err) && err.message ? err.message : MSG.toastFailureDefault);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="invite-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="invite-title" className="text-base font-semibold text-slate-900">
        Invite a member
      </h2>
      <p className="mt-1 text-sm text-slate-600">We e-mail them an invitation. They join once they accept it; people without an account can register with that address.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <TextField label="E-mail" type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.email} required />
        <SelectField label="Role" value={role} onChange={(v) => setRole((v || 'member') as MemberRole)} options={roleOptions} placeholder="Choose a role" error={errors.role} />
        <ActionButton type="submit" loading={invite.isPending} className="sm:mt-[1.625rem]">
          <MailPlus aria-hidden="true" className="h-4 w-4" />
          Invite
        </ActionButton>
      </div>
    </form>
  );
}

function MemberRow({ member, businessID, manage, self }: { member: BusinessMember; businessID: string; manage: boolean; self: boolean }) {
  const change = useChangeMemberRole(businessID);
  const remove = useRemoveMember(businessID);
  const name = fullName(member);
  const editable = manage && member.role !== 'owner' && !self;
  const feedback = { onSuccess: () => toast.success(MSG.toastSuccessDefault), onError: (e: unknown) => toast.error(isApiError(e) && e.message ? e.message : MSG.toastFailureDefault) };
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
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{ROLE_LABEL[member.role]}</span>
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
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{ROLE_LABEL[inv.role]} · invited</span>
            <button
              type="button"
              aria-label={`Cancel the invitation of ${inv.email}`}
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(inv.invitationID, {
                  onSuccess: (r) => toast.success(r.message),
                  onError: (e: unknown) => toast.error(isApiError(e) && e.message ? e.message : MSG.toastFailureDefault),
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
        <button type="button" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500">
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Leave this business
        </button>
      }
    />
  );
}

export function MembersPanel({ businessID, session, userID }: { businessID: string; session: BusinessSession; userID: string | null }) {
  const members = useMembers(businessID);
  const isOwner = session === 'owner';
  const list = members.data ?? [];
  return (
    <div className="space-y-5">
      {isOwner ? <InviteForm businessID={businessID} /> : null}
      {isOwner ? <PendingInvitations businessID={businessID} /> : null}
      {members.isPending ? (
        <CardListSkeleton label="Loading members" />
      ) : members.isError && isApiError(members.error) && members.error.status === 403 ? (
        <EmptyState icon={Lock} title={members.error.message || 'Only the people of this business can see its members'} />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={Users} title="No members yet">
          {isOwner ? <p className="w-full text-sm text-slate-600">Invite a colleague by e-mail to help you manage this business.</p> : null}
        </EmptyState>
      ) : (
        <ul aria-label="Members" className="divide-y divide-slate-100">
          {list.map((m) => (
            <MemberRow key={m.userID} member={m} businessID={businessID} manage={isOwner} self={m.userID === userID} />
          ))}
        </ul>
      )}
      {(session === 'admin' || session === 'member') && userID ? <LeaveBusiness businessID={businessID} userID={userID} /> : null}
    </div>
  );
}
