/**
 * One section of the edit screen as a form (decision 0024): react-hook-form holds the tab's draft
 * and its errors; on submit its resolver checks the section with the contract's
 * ZUpdateBusinessRequest (loaded on demand, lib/load-form-schemas.ts) plus the checks the schema
 * cannot make (e.g. a date order), then it is PUT, toasted, and the page goes back to edit mode.
 * Invalid fields: 'Check the highlighted fields.' and the messages inline. A refusal (403) or
 * failure toasts the spec's update error with the server's message appended; 400
 * field errors show inline.
 *
 * Errors are handed to the tab flat, keyed by their path inside the section ("country.code",
 * "0.name" for the certificates list), as `errorAt` reads them.
 */
import { useState } from 'react';
import { useNavigate } from '~/lib/edition-link';
import { toNestErrors } from '@hookform/resolvers';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors as FormErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { toast } from '~/lib/toast';
import { MSG } from '@wbn/contract/constants';
import type { UpdateBusinessRequest } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { flatErrors } from '~/lib/forms';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { useUpdateBusiness } from '../../api/update-business';
import { businessLinks } from '~/lib/business-paths';
import { issuesToFields, type FieldErrors } from '../../lib/validation';

type SectionKey = keyof UpdateBusinessRequest;

const strip = (errors: FieldErrors, section: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k.startsWith(`${section}.`) ? k.slice(section.length + 1) : k, v]),
  );

type Options<Draft> = {
  /** The tab's draft, from the stored business (read once). */
  defaults: () => Draft;
  /** The section's value in the request (PUT /api/business/profile/update/{id}). */
  toValue: (draft: Draft) => unknown;
  /** Checks the schema cannot make; keys relative to the section. */
  check?: (draft: Draft) => FieldErrors;
};

function sectionResolver<Draft extends FieldValues>(
  section: SectionKey,
  { toValue, check }: Options<Draft>,
): Resolver<Draft, unknown, UpdateBusinessRequest> {
  return async (draft, _context, options) => {
    const { ZUpdateBusinessRequest } = await loadFormSchemas();
    const parsed = ZUpdateBusinessRequest.safeParse({ [section]: toValue(draft) });
    const found = {
      ...(parsed.success ? {} : strip(issuesToFields(parsed.error.issues), section)),
      ...(check?.(draft) ?? {}),
    };
    if (parsed.success && !Object.keys(found).length) return { values: parsed.data, errors: {} };
    const flat = Object.fromEntries(
      Object.entries(found).map(([path, message]) => [path, { type: 'validate', message } satisfies FieldError]),
    );
    return { values: {}, errors: toNestErrors(flat as FormErrors<Draft>, options) };
  };
}

export function useSaveSection<Draft extends FieldValues>(
  businessID: string,
  section: SectionKey,
  options: Options<Draft>,
) {
  const update = useUpdateBusiness(businessID);
  const navigate = useNavigate();
  const [resolver] = useState(() => sectionResolver(section, options));
  const [defaultValues] = useState(() => options.defaults() as DefaultValues<Draft>);
  const form = useForm<Draft, unknown, UpdateBusinessRequest>({ resolver, defaultValues });

  const onSubmit = form.handleSubmit(
    async (body) => {
      try {
        await update.mutateAsync(body);
        toast.success(MSG.toastSuccessDefault);
        navigate(businessLinks(businessID).manage);
      } catch (e) {
        if (isApiError(e) && e.fields)
          for (const [path, message] of Object.entries(strip(e.fields, section)))
            form.setError(path as Path<Draft>, { type: 'server', message });
        const detail = isApiError(e) && e.message ? ` ${e.message}` : '';
        toast.error(e && isApiError(e) && e.status !== 0 ? `${MSG.updateError}.${detail}` : MSG.toastFailureDefault);
      }
    },
    () => toast.error('Check the highlighted fields.'),
  );

  /** Changes one field of the draft (the tab's controls are controlled by it). */
  const set = <K extends Path<Draft>>(key: K, value: PathValue<Draft, K>) =>
    form.setValue(key, value, { shouldDirty: true });

  return {
    draft: form.watch(),
    get: form.getValues,
    set,
    errors: flatErrors(form.formState.errors),
    saving: form.formState.isSubmitting,
    onSubmit,
  };
}
