/**
 * Field errors of a form: the API's (400 `error.fields`, one message per field) put on the fields
 * of a react-hook-form form (lib/forms.ts), and validation issues (e.g. zod's) as one message per
 * top-level field for the forms that keep their own error state.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Maps validation issues (e.g. zod's) to the first message per top-level field: `{ email: 'Enter a valid e-mail address' }`. */
export function fieldErrors<F extends string>(
  issues: { path: PropertyKey[]; message: string }[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as F;
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Puts the API's field errors on the form's fields named in `order` (the form's order) and focuses
 * the first of them. A message for a part of a field ('categories.0', 'phone.countryCode') goes on
 * that field; errors of fields the form does not have are left out. Returns whether any was put on
 * a field (if not, the caller shows the message at the top of the form).
 */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: Record<string, string> | undefined,
  order: readonly Path<Values>[],
): boolean {
  const entries = Object.entries(fields ?? {}).filter(([, message]) => typeof message === 'string' && message !== '');
  const messageOf = (name: string) =>
    entries.find(([key]) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`))?.[1];
  const shown = order.flatMap((name) => {
    const message = messageOf(name);
    return message ? [[name, message] as const] : [];
  });
  shown.forEach(([name, message], i) => setError(name, { type: 'server', message }, { shouldFocus: i === 0 }));
  return shown.length > 0;
}
