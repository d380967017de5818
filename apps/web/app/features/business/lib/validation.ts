/** Turns the contract schemas' issues into one message per field path ("phone.businessPhoneNumber"). */
export type FieldErrors = Record<string, string>;
type Issue = { path: readonly PropertyKey[]; message: string };

export function issuesToFields(issues: readonly Issue[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    out[key] ??= /received NaN/i.test(issue.message) ? 'Enter a number' : issue.message;
  }
  return out;
}

/** The first message whose key is `key` or lies under it. */
export const errorAt = (errors: FieldErrors, key: string) =>
  errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];

/** "" → undefined, otherwise the number (NaN for junk, which the schema then rejects). */
export const toNumber = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** Both ends empty → undefined; one missing → NaN so the schema names it. */
export const toRange = (r: { min: string; max: string }) =>
  r.min.trim() === '' && r.max.trim() === ''
    ? undefined
    : { min: toNumber(r.min) ?? Number.NaN, max: toNumber(r.max) ?? Number.NaN };

export const rangeToStrings = (r: { min: number; max: number } | null | undefined) => ({
  min: r ? String(r.min) : '',
  max: r ? String(r.max) : '',
});
