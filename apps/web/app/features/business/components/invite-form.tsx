/**
 * The owner's invitation form on the members tab: an e-mail and a role, checked with
 * ZInviteMemberRequest (react-hook-form, the schema loaded on the first submit: lib/forms.ts); the
 * server's field errors show on the fields. Loaded on demand by members-panel.tsx.
 */
import { Controller, useForm } from 'react-hook-form';
import { MailPlus } from 'lucide-react';
import { MSG } from '@wbn/contract/constants';
import { isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { schemaResolver, type SchemaOutput } from '~/lib/forms';
import { toast } from '~/lib/toast';
import type { MemberRole } from '../api/change-member-role';
import { useInviteMember } from '../api/invite-member';
import { ActionButton } from '~/components/action-button';
import { SelectField, TextField } from '~/components/form-controls';
import { roleOptions } from './member-roles';

type InviteValues = { email: string; role: MemberRole };
type InviteRequest = SchemaOutput<'ZInviteMemberRequest'>;
const inviteResolver = schemaResolver<InviteValues, InviteRequest>((s) => s.ZInviteMemberRequest);

export function InviteForm({ businessID }: { businessID: string }) {
  const invite = useInviteMember(businessID);
  const { control, handleSubmit, setError, resetField } = useForm<InviteValues, unknown, InviteRequest>({
    resolver: inviteResolver,
    defaultValues: { email: '', role: 'member' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const res = await invite.mutateAsync(body);
      toast.success(res.message);
      resetField('email');
    } catch (err) {
      if (isApiError(err)) setServerErrors(setError, err.fields, ['email', 'role']);
      toast.error(isApiError(err) && err.message ? err.message : MSG.toastFailureDefault);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="invite-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="invite-title" className="text-base font-semibold text-slate-900">
        Invite a member
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We e-mail them an invitation. They join once they accept it; people without an account can register with that
        address.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label="E-mail"
              type="email"
              autoComplete="off"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              required
            />
          )}
        />
        <Controller
          control={control}
          name="role"
          render={({ field, fieldState }) => (
            <SelectField
              label="Role"
              value={field.value}
              onChange={(v) => field.onChange((v || 'member') as MemberRole)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              options={roleOptions}
              placeholder="Choose a role"
              error={fieldState.error?.message}
            />
          )}
        />
        <ActionButton type="submit" loading={invite.isPending} className="sm:mt-[1.625rem]">
          <MailPlus aria-hidden="true" className="h-4 w-4" />
          Invite
        </ActionButton>
      </div>
    </form>
  );
}
