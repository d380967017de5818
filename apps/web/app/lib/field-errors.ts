/** Maps validation issues (e.g. zod's) to the first message per top-level field: `{ email: 'Enter a valid e-mail address' }`. */
export function fieldErrors<F extends string>(issues: { path: PropertyKey[]; message: string }[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as F;
    out[key] ??= issue.message;
  }
  return out;
}
