/**
 * How the web app's forms check their input (decision 0024): react-hook-form holds the values and
 * the errors; on submit its resolver checks the values with one of the contract's zod schemas,
 * which are fetched on demand (`loadFormSchemas`, decision 0009: no zod in a first load). The first
 * submit waits for that chunk (the account screens' layout asks for it as it hydrates); later ones,
 * and the re-checks while correcting a field after a submit, find it ready. react-hook-form then
 * marks the fields (`aria-invalid`, the message under each) and focuses the first invalid one in
 * the form's order. The API's own field errors (400 `error.fields`) go on the same fields with
 * `setServerErrors` (lib/field-errors.ts).
 *
 * zodResolver itself imports no zod (it calls the schema's own parse), so this module can be in a
 * first load; only the schemas are not.
 */
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import { loadFormSchemas } from './load-form-schemas';

export type FormSchemas = Awaited<ReturnType<typeof loadFormSchemas>>;
/** What one of those schemas gives the submit handler, e.g. `SchemaOutput<'ZLoginRequest'>`. */
export type SchemaOutput<Name extends keyof FormSchemas> = FormSchemas[Name] extends { _zod: { output: infer Output } }
  ? Output
  : never;

/** What zodResolver takes of a zod 4 schema (named structurally: no zod type in the first load). */
type ZodSchema<Output> = { _zod: { output: Output; input: unknown } };

type Options<Values extends FieldValues, Context> = {
  /** What the schema checks, when it is not the form's values as they are (a field added, renamed or left out). */
  input?: (values: Values, context: Context) => FieldValues;
  /** Checks the schema cannot make (a confirmation, a rule that depends on the page: `useForm({ context })`): field → message. */
  also?: (values: Values, context: Context) => Partial<Record<Path<Values>, string | undefined>>;
  /** Where the schema's error of a field shows when that is another field of the form (schema field → form field). */
  errorsOn?: (values: Values, context: Context) => Partial<Record<string, Path<Values>>>;
};

/**
 * A resolver that checks the form with `pick(schemas)`, one of the contract's schemas loaded on
 * demand, and then `also`. The values handed to the submit handler are the schema's output
 * (trimmed, lower-cased e-mail...).
 */
export function schemaResolver<Values extends FieldValues, Output = Values, Context = unknown>(
  pick: (schemas: FormSchemas) => ZodSchema<Output>,
  { input, also, errorsOn }: Options<Values, Context> = {},
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const schema = pick(await loadFormSchemas());
    const checked = await (zodResolver(schema as never) as unknown as Resolver<FieldValues, Context, Output>)(
      input ? input(values, context as Context) : values,
      context,
      options as never,
    );
    const errors = { ...(checked.errors as Record<string, FieldError | undefined>) };
    const extra = Object.entries(also?.(values, context as Context) ?? {}).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
    );
    for (const [from, to] of Object.entries(errorsOn?.(values, context as Context) ?? {})) {
      const moved = errors[from];
      if (!to || to === from || !moved?.message) continue;
      delete errors[from];
      extra.push([to, moved.message]);
    }
    if (!extra.length) return checked as Awaited<ReturnType<Resolver<Values, Context, Output>>>;
    const extraErrors = toNestErrors<Values>(
      Object.fromEntries(
        extra.map(([name, message]) => [name, { type: 'validate', message } satisfies FieldError]),
      ) as FieldErrors<Values>,
      options,
    );
    return { values: {}, errors: { ...extraErrors, ...(errors as FieldErrors<Values>) } };
  };
}

/**
 * The message of a field's error, or of the first error under it (a list's item, a group's part):
 * for a control that stands for a whole list or group (categories, a price range).
 */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const found = errorMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** react-hook-form's nested errors → one message per dotted path ("country.code", "documents.0.file"), for forms whose controls stand for a list or a group. */
export function flatErrors(errors: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  const message = (errors as { message?: unknown }).message;
  if (prefix && typeof message === 'string' && message) out[prefix] = message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'types' || key === 'message' || key === 'type') continue;
    Object.assign(out, flatErrors(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** A number as typed ('' stays empty, so the schema says what is missing; a decimal comma counts as a point). */
export const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));
