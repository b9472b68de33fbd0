/**
 * Values for the OpenAPI fuzz test (test/fuzz.test.ts): a seeded random generator, a value that
 * satisfies a JSON schema as far as a generic generator can, and the malformed values for one.
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** The subset of JSON Schema that @fastify/swagger writes for our zod contracts. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A name the world knows a real value for (an address id, a kit id…), or undefined. */
export type Known = (name: string) => unknown;

const VALID_UUID = '3f2b8c1e-6d4a-4b7e-9c2d-1a5e8f0b7c63';

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alt) return alt.map(typeOf).find(Boolean);
  if (s.properties) return 'object';
  return undefined;
}

/** The first non-null alternative of a union, so generation has one shape to follow. */
export function mainSchema(s: JsonSchema): JsonSchema {
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return mainSchema(alt.find((a) => typeOf(a) !== 'null') ?? alt[0]!);
  if (s.allOf?.length === 1) return mainSchema(s.allOf[0]!);
  return s;
}

/** A value that should pass `schema`, preferring what the world knows for `name`. */
export function validValue(schema: JsonSchema, known: Known, name = ''): unknown {
  const fromWorld = name ? known(name) : undefined;
  if (fromWorld !== undefined) return fromWorld;
  const s = mainSchema(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'string':
      return validString(s);
    case 'integer':
    case 'number': {
      const lo = typeof s.minimum === 'number' ? s.minimum : 0;
      const hi = typeof s.maximum === 'number' ? s.maximum : lo + 1000;
      return Math.min(hi, Math.max(lo, 1000));
    }
    case 'boolean':
      return false;
    case 'array': {
      const item = s.items ? validValue(s.items, known, singular(name)) : 'x';
      if (Array.isArray(item)) return item;
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) out[k] = validValue(p, known, k);
      return out;
    }
    default:
      return 'x';
  }
}

const singular = (name: string) => name.replace(/_ids$/, '_id').replace(/s$/, '');

function validString(s: JsonSchema): string {
  switch (s.format) {
    case 'uuid':
      return VALID_UUID;
    case 'email':
      return 'fuzz.nguoi.dung@example.vn';
    case 'date':
      return '2026-05-20';
    case 'date-time':
      return '2026-06-20T10:00:00+07:00';
    case 'uri':
      return 'https://example.vn/a';
  }
  const min = s.minLength ?? 1;
  const base = 'Mô hình Gundam RX78 chính hãng';
  const text = base.length >= min ? base : base.padEnd(min, 'a');
  return s.maxLength !== undefined ? text.slice(0, Math.max(min, Math.min(text.length, s.maxLength))) : text;
}

const NUL = '\u0000';
/** Strings that any text field may meet from a hostile client. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  `${NUL}${NUL}${NUL}`,
  'x'.repeat(10_000),
  `${'ă'.repeat(5000)}${NUL}`,
  '\ud800',
  '\udfff\ud800',
  '🤖'.repeat(300),
  '\u202e\u200b\ufeff',
  '\r\n\t\u0001\u001f\u007f',
  "' or 1=1 --",
  '%00',
  '%ff',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '\\',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
];

export const BAD_UUIDS: readonly string[] = [
  'abc',
  '1',
  '00000000-0000-0000-0000-00000000000',
  `${VALID_UUID}0`,
  VALID_UUID.toUpperCase().replace('4B7E', '4B7X'),
  `${VALID_UUID.slice(0, 10)}${NUL}${VALID_UUID.slice(11)}`,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3f2b8c1e6d4a4b7e9c2d1a5e8f0b7c63',
];

export const BAD_DATES: readonly string[] = [
  '2026-13-45',
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2026-00-10',
  '0000-01-01',
  '9999-12-31',
  '275760-09-13',
  '2026-1-1',
  '20260101',
  '2026-01-01T00:00:00Z',
  '01/02/2026',
];

export const BAD_DATETIMES: readonly string[] = [
  '2026-02-30T10:00:00Z',
  '2026-13-45T10:00:00+07:00',
  '2026-01-01T25:61:61Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '+275760-09-13T00:00:00.000Z',
  '1969-12-31T23:59:59.999999999Z',
  '2026-05-20',
  'yesterday',
];

export const BAD_NUMBERS: readonly unknown[] = [
  -1,
  0,
  1.5,
  -0.0001,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  1e308,
  '12',
  '1e3',
  '0x10',
  '',
  NUL,
];

/** Wrong-typed JSON values for a field of any type. */
export const WRONG_TYPES: readonly unknown[] = [null, true, 0, -1, 3.14, 'x', '', [], {}, [NUL], { [NUL]: NUL }, [[[[[]]]]]];

/** Malformed values for one field of `schema` (each is one variant). */
export function badValues(schema: JsonSchema): unknown[] {
  const s = mainSchema(schema);
  const out: unknown[] = [...WRONG_TYPES];
  const t = typeOf(s);
  if (t === 'string') {
    out.push(...HOSTILE_STRINGS);
    const ok = validString(s);
    out.push(`${ok}${NUL}`, `${NUL}${ok}`);
    if (s.maxLength !== undefined) out.push('a'.repeat(s.maxLength + 1), `${'a'.repeat(s.maxLength)}${NUL}`);
    if (s.minLength) out.push('a'.repeat(s.minLength - 1));
    if (s.format === 'uuid') out.push(...BAD_UUIDS);
    if (s.format === 'email') out.push('a@', '@b.vn', `a${NUL}@b.vn`, `${'a'.repeat(300)}@example.vn`);
    if (s.format === 'date' || /date|from|to/.test(s.pattern ?? '')) out.push(...BAD_DATES);
    if (s.format === 'date-time') out.push(...BAD_DATETIMES);
    if (s.enum) out.push(...s.enum.map((e) => `${String(e).toUpperCase()} `), `${String(s.enum[0])}${NUL}`);
  }
  if (t === 'integer' || t === 'number') {
    out.push(...BAD_NUMBERS);
    if (typeof s.minimum === 'number') out.push(s.minimum - 1);
    if (typeof s.maximum === 'number') out.push(s.maximum + 1, s.maximum + 0.5);
  }
  if (t === 'array') {
    const n = (s.maxItems ?? 100) + 1;
    out.push(Array.from({ length: Math.min(n, 2000) }, () => (s.items ? validValue(s.items, () => undefined) : 'x')));
    out.push(
      [NUL],
      [null],
      [VALID_UUID, VALID_UUID],
      Array.from({ length: 3 }, () => BAD_UUIDS),
    );
  }
  if (t === 'object') out.push({ [NUL]: 1 }, JSON.parse('{"__proto__":{"admin":true}}'), { constructor: { prototype: { x: 1 } } });
  return out;
}

/** Malformed values for a path, query or header parameter (sent as text). */
export function badTexts(schema: JsonSchema): string[] {
  const s = mainSchema(schema);
  const out = [
    '',
    ' ',
    NUL,
    `a${NUL}`,
    'x'.repeat(2000),
    'ă'.repeat(300),
    '\ud800',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'null',
    'true',
    '[object Object]',
  ];
  const t = typeOf(s);
  if (t === 'string') out.push(...BAD_UUIDS, ...BAD_DATES);
  if (t === 'integer' || t === 'number') out.push('0', '9007199254740993', '99999999999999999999', '0x1f', ' 1', '1,5');
  if (s.enum) out.push(...s.enum.map((e) => String(e).toUpperCase()), `${String(s.enum[0])}${NUL}`);
  return out;
}

export const FUZZ_UUID = VALID_UUID;
