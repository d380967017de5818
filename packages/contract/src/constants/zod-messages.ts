/**
 * Human sentences for validation failures. Schemas that carry their own message (the spec's
 * alerts, "First name is required"…) keep it; every other failure gets a sentence built here
 * from the field's name, never the validation library's own words ("Invalid input: expected
 * string, received undefined"). zod-config.ts installs it (schemas/zod.ts before any schema is built).
 */

/** 'shortDescription' → 'Short description', 'businessID' → 'Business ID', 'mobilePhone.phoneNumber' → 'Phone number'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  // Only names that look like fields: a key sent by a client can be any text (even a template or markup).
  const names = (path ?? []).filter((p): p is string => typeof p === 'string' && /^[A-Za-z][\w-]{0,63}$/.test(p));
  const last = names[names.length - 1];
  if (!last) return 'This value';
  const words = last
    .replace(/ID$/, ' ID')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w, i) =>
      w === 'ID' || w === 'URL' ? w : i === 0 ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase(),
    );
  return words.join(' ');
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a number',
};

const UNIT: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};
const count = (n: number, origin: string) => {
  const unit = UNIT[origin];
  return unit ? `${n} ${n === 1 ? unit[0] : unit[1]}` : String(n);
};

const FORMATS: Record<string, string> = {
  email: 'must be a valid e-mail address',
  uuid: 'is not a valid id',
  guid: 'is not a valid id',
  url: 'must be a valid web address',
  datetime: 'must be a date and time',
  date: 'must be a date (YYYY-MM-DD)',
  regex: 'has characters that are not allowed',
};

export type IssueLike = {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number;
};

/** The sentence for one failed check. */
export function humanIssueMessage(issue: IssueLike): string {
  const field = fieldLabel(issue.path);
  const origin = issue.origin ?? 'string';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${KIND[issue.expected ?? ''] ?? 'of another kind'}`;
    case 'too_small': {
      const n = Number(issue.minimum ?? 0);
      if (origin === 'string' && n <= 1) return `${field} is required`;
      if ((origin === 'array' || origin === 'set') && n <= 1) return `${field} needs at least one item`;
      if (origin === 'number' || origin === 'bigint' || origin === 'int')
        return `${field} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${n}`;
      return `${field} must have at least ${count(n, origin)}`;
    }
    case 'too_big': {
      const n = Number(issue.maximum ?? 0);
      if (origin === 'number' || origin === 'bigint' || origin === 'int')
        return `${field} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${n}`;
      return `${field} must have at most ${count(n, origin)}`;
    }
    case 'invalid_format':
      return `${field} ${FORMATS[issue.format ?? ''] ?? 'is not in the expected format'}`;
    case 'invalid_value': {
      const values = (issue.values ?? []).map(String);
      return values.length === 1 ? `${field} must be ${values[0]}` : `${field} must be one of: ${values.join(', ')}`;
    }
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return keys.length === 1 ? `${keys[0]} is not a field we know` : `${keys.join(', ')} are not fields we know`;
    }
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}`;
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
    default:
      return `${field} is not valid`;
  }
}
