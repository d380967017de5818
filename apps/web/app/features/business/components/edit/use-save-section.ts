/**
 * Saving one section of the edit screen: validate with the contract's ZUpdateBusinessRequest,
 * PUT, then toast and go back to edit mode. A refusal (403) or failure toasts the spec's update
 * error with the server's message appended (spec 1 §8); 400 field errors show inline.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { MSG, type UpdateBusinessRequest } from '@wbn/contract';
import { isApiError } from '~/lib/api-client';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { useUpdateBusiness } from '../../api/update-business';
import { businessLinks } from '../../lib/paths';
import { issuesToFields, type FieldErrors } from '../../lib/validation';

type SectionKey = keyof UpdateBusinessRequest;

const strip = (errors: FieldErrors, section: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.startsWith(`${section}.`) ? k.slice(section.length + 1) : k, v]));

export function useSaveSection<K extends SectionKey>(businessID: string, section: K) {
  const update = useUpdateBusiness(businessID);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});

  /** `extra` are checks the schema cannot make (e.g. a date order); keys relative to the section. */
  async function save(value: unknown, extra: FieldErrors = {}) {
    const { ZUpdateBusinessRequest } = await loadFormSchemas();
    const parsed = ZUpdateBusinessRequest.safeParse({ [section]: value });
    const found = { ...(parsed.success ? {} : strip(issuesToFields(parsed.error.issues), section)), ...extra };
    setErrors(found);
    if (!parsed.success || Object.keys(extra).length) {
      toast.error('Check the highlighted fields.');
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      toast.success(MSG.toastSuccessDefault);
      navigate(businessLinks(businessID).manage);
    } catch (e) {
      if (isApiError(e) && e.fields) setErrors(strip(e.fields, section));
      const detail = isApiError(e) && e.message ? ` ${e.message}` : '';
      toast.error(e && isApiError(e) && e.status !== 0 ? `${MSG.updateError}.${detail}` : MSG.toastFailureDefault);
    }
  }

  return { save, errors, saving: update.isPending };
}
