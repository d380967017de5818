/**
 * Edit profile: every editable field of the user,
 * e-mail read-only, photo and cover upload. The phone and the birth date are checked first and
 * answered with the spec's alerts (an alert region that takes focus); other fields show their
 * message next to them, as do the fields the API refuses (400 `fields`). While saving both
 * buttons are disabled and Save shows a spinner; success goes to /profile; a failure re-enables
 * them and shows MSG.updateError with the server's message.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '~/lib/edition-link';
import { useForm } from 'react-hook-form';
import { MSG, SITE_PATHS } from '@wbn/contract/constants';
import type { UpdateProfileRequest, UserProfile } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { FormAlert } from '~/components/form-field';
import { isApiError } from '~/lib/api-client';
import { errorMessage } from '~/lib/forms';
import { toast } from '~/lib/toast';
import { ActionButton } from '~/components/action-button';
import { useUpdateProfile } from '../api/update-profile';
import { useHydrated } from '~/lib/use-hydrated';
import {
  alertFor,
  draftFromProfile,
  errorsByField,
  namesPhone,
  profileResolver,
  type DraftErrors,
  type ProfileDraft,
} from '../lib/profile-form';
import { ProfilePhotos } from './profile-photos';
import { AboutSection, ContactSection, PersonalSection, WorkSection, type SectionProps } from './profile-form-sections';

export function EditProfileForm({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const {
    watch,
    setValue,
    setError,
    clearErrors,
    handleSubmit,
    reset,
    formState: { errors: fieldErrors, isSubmitting, isSubmitSuccessful },
  } = useForm<ProfileDraft, unknown, UpdateProfileRequest>({
    resolver: profileResolver,
    defaultValues: draftFromProfile(profile),
    // The spec's alerts take the focus (below), not the field.
    shouldFocusError: false,
  });
  // The form may start from the session's stored copy (decision 0044): when the fresh profile arrives
  // and differs, its values replace the fields the member has not touched.
  const shown = useRef(profile);
  useEffect(() => {
    if (profile === shown.current) return;
    shown.current = profile;
    reset(draftFromProfile(profile), { keepDirtyValues: true, keepErrors: true });
  }, [profile, reset]);
  const draft = watch();
  const errors: DraftErrors = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, error]) => [field, errorMessage(error)]),
  );
  const alert = fieldErrors.root?.server?.message;
  // After a good answer the page is being left for /profile: the buttons stay disabled.
  const saving = isSubmitting || isSubmitSuccessful;
  const [uploads, setUploads] = useState(0);
  // Rendered on the server for the member (decision 0047): Save waits until this form's own code runs.
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);

  const showAlert = (text: string) => {
    setError('root.server', { message: text });
    // After the alert is rendered: screen readers announce it, keyboard users land on it.
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const set: SectionProps['set'] = (key, value) => {
    setValue(key, value as never, { shouldDirty: true });
    if (fieldErrors[key]) clearErrors(key);
  };

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        await update.mutateAsync(body);
        toast.success(MSG.toastSuccessDefault);
        navigate(SITE_PATHS.profile);
      } catch (err) {
        const fields = isApiError(err) && err.fields ? errorsByField(err.fields) : {};
        for (const [field, message] of Object.entries(fields))
          if (message) setError(field as keyof ProfileDraft, { type: 'server', message });
        const text = namesPhone(fields)
          ? MSG.invalidPhone
          : `${MSG.updateError}: ${isApiError(err) ? err.message : MSG.unexpectedTryAgain}`;
        showAlert(text);
        toast.error(text);
      }
    },
    (invalid) =>
      showAlert(
        alertFor(Object.fromEntries(Object.entries(invalid).map(([field, error]) => [field, errorMessage(error)]))),
      ),
  );

  const sectionProps: SectionProps = { draft, errors, set, disabled: saving };
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={saving || undefined} className="space-y-8">
      {alert ? (
        <FormAlert ref={alertRef} id="profile-alert">
          {alert}
        </FormAlert>
      ) : null}

      <section aria-labelledby="edit-photos" className="space-y-4">
        <h2 id="edit-photos" className="text-lg font-semibold text-slate-900">
          Photo and cover
        </h2>
        <ProfilePhotos
          profile={profile}
          disabled={saving}
          onUploadingChange={(on) => setUploads((n) => n + (on ? 1 : -1))}
        />
      </section>

      <PersonalSection {...sectionProps} />
      <ContactSection {...sectionProps} />
      <WorkSection {...sectionProps} />
      <AboutSection {...sectionProps} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        {saving ? (
          <button type="button" disabled className={buttonClass('ghost', 'cursor-not-allowed opacity-60')}>
            Cancel
          </button>
        ) : (
          <Link to={SITE_PATHS.profile} className={buttonClass('ghost')}>
            Cancel
          </Link>
        )}
        <ActionButton type="submit" loading={saving} disabled={uploads > 0 || !hydrated}>
          {saving ? 'Saving…' : 'Save changes'}
        </ActionButton>
      </div>
    </form>
  );
}
