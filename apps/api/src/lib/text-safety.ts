/**
 * Input that PostgreSQL cannot store or that is not text at all: a NUL character (refused by
 * PostgreSQL in text and jsonb), a lone UTF-16 surrogate (not valid Unicode, refused in jsonb),
 * and JSON nested so deep that parsing it would exhaust the stack.
 */

/** Bodies nested deeper than this are refused before parsing (the deepest contract schema is 4). */
export const MAX_JSON_DEPTH = 32;

export type UnsafeText = { path: string[]; kind: 'nul' | 'surrogate' };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unsafeKind = (s: string): UnsafeText['kind'] | undefined =>
  s.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(s) ? 'surrogate' : undefined;

/** The first string (value or key) of `value` that cannot be stored, with its path. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): UnsafeText | undefined {
  if (typeof value === 'string') {
    const kind = unsafeKind(value);
    return kind ? { path, kind } : undefined;
  }
  if (!value || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return undefined;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const keyKind = unsafeKind(k);
    if (keyKind) return { path, kind: keyKind };
    const found = findUnsafeText(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Whether JSON text opens more than `max` arrays/objects inside each other (one linear scan, no parse). */
export function jsonDepthOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}
