/**
 * Hostile values for the fuzz suite (fuzz.test.ts): injection-shaped text, unicode edges, wrong
 * types, oversized and deeply nested values, and values derived from an OpenAPI JSON schema
 * (outside its enum, past its maxLength, the wrong type, a near-miss of its pattern).
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1' UNION SELECT password_hash FROM users --",
  "admin'--",
  '1; select pg_sleep(5)',
  '$$; select 1; $$',
  '%27%20OR%201%3D1',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/files/../../../data/secret.key',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0x7fffffff',
  '\r\nSet-Cookie: evil=1',
  'a%00b',
];

/** Single characters and short sequences that break naive text handling. */
export const EDGE_TEXT = [
  '\u0000',
  'ab\u0000cd',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202etxt.exe',
  '\u200f\u200e\u202a\u202b',
  '\u200b\u200c\u200d\u2060\ufeff',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈🇺🇸',
  '\uffff\ufffe',
  '\u0085\u2028\u2029',
  'ﷺ𒐫𒈙',
  '\t\n\r\v\f',
  ' ',
  '',
  'İıſK',
];

const edgeChar = fc.constantFrom(
  ...EDGE_TEXT.filter((s) => s.length > 0),
  'a',
  'Z',
  '9',
  '<',
  '"',
  "'",
  '\\',
  '%',
  '&',
  ';',
  '/',
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: edgeChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 3_001, 70_000, 600_000).map((n) => 'Ω'.repeat(n)) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...INJECTIONS), fc.constantFrom(...EDGE_TEXT)).map(([a, b]) => `Acme ${a}${b}`),
  },
);

/** Nested arrays or objects, sometimes past the server's 32-level limit. */
export const deep = fc.tuple(fc.integer({ min: 5, max: 60 }), fc.boolean()).map(([depth, objects]) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) v = objects ? { a: v } : [v];
  return v;
});

/** An object whose own keys are prototype keys (JSON.parse keeps "__proto__" as an own key). */
export const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__": {"isStaff": true, "role": "owner"}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"isStaff": true}}}') as unknown,
  JSON.parse('{"a": {"__proto__": {"polluted": 1}}}') as unknown,
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -1e308, 1e308, true, false, null, [], {}, [[]], ['a', 'b'], {
    url: 5,
  }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 5 }),
  fc.dictionary(hostileString, fc.oneof(fc.integer(), hostileString), { maxKeys: 3 }),
  fc.constantFrom(10_000).map((n) => Array.from({ length: n }, (_, i) => i)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: prototypeKeys },
);

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type);

/** Values aimed at one schema: the wrong type, just past a limit, outside an enum, a near-miss of a pattern. */
export function schemaHostile(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!s) return hostileValue;
  const inner = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (inner && !s.type) return schemaHostile(inner);
  const aimed: fc.Arbitrary<unknown>[] = [];
  switch (typeOf(s)) {
    case 'string':
      aimed.push(fc.constantFrom(1, true, null, ['x'], { x: 1 }));
      if (s.maxLength !== undefined)
        aimed.push(fc.constantFrom('é', '<', '\u200b', 'a').map((c) => c.repeat(s.maxLength! + 1)));
      if (s.enum)
        aimed.push(
          fc.constantFrom(
            ...s.enum.map((e) => `${String(e)} `),
            ...s.enum.map((e) => String(e).toUpperCase()),
            'other',
          ),
        );
      if (s.pattern)
        aimed.push(
          fc.constantFrom(
            '00000000-0000-0000-0000-000000000000',
            'ffffffff-ffff-4fff-bfff-ffffffffffff',
            '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7',
            '3F2B8C1E-9A4D-4C7E-8B1A-2D3E4F5A6B7C',
          ),
        );
      break;
    case 'integer':
    case 'number':
      aimed.push(fc.constantFrom('12', '1e3', 1.5, -1, 2 ** 53 + 2, 1e308, -1e308, 'NaN', 'Infinity', null, [1]));
      if (s.maximum !== undefined) aimed.push(fc.constant(s.maximum + 1));
      if (s.minimum !== undefined) aimed.push(fc.constant(s.minimum - 1));
      break;
    case 'boolean':
      aimed.push(fc.constantFrom('true', 1, 0, 'yes', null));
      break;
    case 'array':
      aimed.push(
        fc.constantFrom('a,b', {}, [null], [[[]]]),
        fc.array(schemaHostile(s.items), { maxLength: 4 }),
        fc.constant(Array.from({ length: 5_000 }, () => 'x')),
      );
      break;
    case 'object':
      aimed.push(fc.constantFrom('{}', [], 5), prototypeKeys, deep);
      break;
  }
  return aimed.length
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...aimed) }, { weight: 2, arbitrary: hostileValue })
    : hostileValue;
}

/** Every property path of a body schema (objects and the first item of arrays), at most `depth` deep. */
export function schemaPaths(
  s: JsonSchema | undefined,
  depth = 3,
  prefix: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  if (!s || depth === 0) return [];
  const inner = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (inner && !s.properties && !s.items) return schemaPaths(inner, depth, prefix);
  const out: { path: (string | number)[]; schema: JsonSchema }[] = [];
  for (const [k, sub] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, k], schema: sub }, ...schemaPaths(sub, depth - 1, [...prefix, k]));
  }
  if (s.items) out.push({ path: [...prefix, 0], schema: s.items }, ...schemaPaths(s.items, depth - 1, [...prefix, 0]));
  return out;
}

/**
 * Percent-encodes any JS string for a URL, lone surrogates included (as their WTF-8 bytes,
 * which encodeURIComponent refuses to write).
 */
export function pct(s: string) {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** How a hostile value travels in a path or a query: strings as they are, others as JSON text. */
export const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

/** Sets `value` at `path` in a copy of `base` (objects and arrays made on the way). */
export function setPath(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const node = (
    Array.isArray(base)
      ? [...base]
      : base && typeof base === 'object'
        ? { ...(base as object) }
        : typeof head === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  Object.defineProperty(node, head, {
    value: setPath(node[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return node;
}
