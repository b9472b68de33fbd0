import type { InjectOptions } from 'fastify';
import { encodeText, fillPath, type Operation, type Param } from './fuzz-spec.js';
import { badTexts, badValues, HOSTILE_STRINGS, mainSchema, validValue, WRONG_TYPES, type Known, type Random } from './fuzz-values.js';

/**
 * Malformed variants of one operation. A variant is a list of mutations applied to the operation's
 * base request (real ids, a body built from the schema), so everything but the mutated part is
 * valid and the request gets as far into the handler as the mutation lets it.
 */

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType?: string; payload: string | Buffer };

export interface Draft {
  path: Record<string, string>;
  query: string[];
  headers: Record<string, string | string[]>;
  body: Body;
  /** 'role': the caller's bearer token; 'none': no Authorization header; else the header as given */
  auth: 'role' | 'none' | { header: string };
}

export interface Mutation {
  label: string;
  apply(d: Draft): void;
}

const NUL = '\u0000';
const show = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : Buffer.isBuffer(v) ? `<${v.length} bytes>` : JSON.stringify(v);
  return (s ?? String(v)).length > 60 ? `${(s ?? '').slice(0, 57)}…(${(s ?? '').length})` : s;
};
const m = (label: string, apply: (d: Draft) => void): Mutation => ({ label, apply });

/** The request every variant starts from, for one caller (whose ids `pathValue`/`known` give). */
export function baseDraft(op: Operation, pathValue: (name: string) => string, known: Known): Draft {
  const path: Record<string, string> = {};
  const query: string[] = [];
  const headers: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = encodeText(pathValue(p.name));
    else if (p.in === 'query' && (p.required || known(p.name) !== undefined))
      query.push(`${p.name}=${encodeText(String(validValue(p.schema, known, p.name)))}`);
    else if (p.in === 'header') headers[p.name] = `fuzz-${Math.random().toString(36).slice(2)}`;
  }
  const body: Body = op.body ? { kind: 'json', value: validValue(op.body, known) } : { kind: 'none' };
  return { path, query, headers, body, auth: 'role' };
}

/** The inject options for a draft; `token` is the caller's access token when `auth` is 'role'. */
export function toInject(op: Operation, d: Draft, token: string | null): InjectOptions {
  const headers: Record<string, string | string[]> = { ...d.headers };
  if (d.auth === 'role' && token) headers.authorization = `Bearer ${token}`;
  else if (typeof d.auth === 'object') headers.authorization = d.auth.header;
  let payload: string | Buffer | undefined;
  if (d.body.kind === 'json') {
    payload = JSON.stringify(d.body.value) ?? 'null';
    headers['content-type'] ??= 'application/json';
  } else if (d.body.kind === 'raw') {
    payload = d.body.payload;
    if (d.body.contentType !== undefined) headers['content-type'] = d.body.contentType;
  }
  const qs = d.query.length ? `?${d.query.join('&')}` : '';
  return { method: op.method as InjectOptions['method'], url: `${fillPath(op.path, d.path)}${qs}`, headers, payload };
}

/** Sets `value` at `keys` inside the JSON body (creating objects on the way); `undefined` deletes. */
function setIn(d: Draft, keys: string[], value: unknown) {
  if (d.body.kind !== 'json') d.body = { kind: 'json', value: {} };
  if (keys.length === 0) {
    d.body.value = structuredClone(value);
    return;
  }
  if (typeof d.body.value !== 'object' || d.body.value === null || Array.isArray(d.body.value)) d.body.value = {};
  let o = d.body.value as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) {
    if (typeof o[k] !== 'object' || o[k] === null) o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete o[last];
  else Object.defineProperty(o, last, { value: structuredClone(value), enumerable: true, writable: true, configurable: true });
}

const RAW_SEGMENTS = ['%ff', '%', '%zz', '%C0%AF', '%ED%A0%80', '%00', '..', '.', '%2e%2e', '%2F', 'a%2Fb%2F..', '%25', '%E2%80%AE'];

function pathMutations(p: Param): Mutation[] {
  const out = badTexts(p.schema).map((v) => m(`path ${p.name} = ${show(v)}`, (d) => (d.path[p.name] = encodeText(v))));
  for (const raw of RAW_SEGMENTS) out.push(m(`path ${p.name} = raw ${raw}`, (d) => (d.path[p.name] = raw)));
  for (const n of [100, 101, 500, 5000]) out.push(m(`path ${p.name} = ${n} × "a"`, (d) => (d.path[p.name] = 'a'.repeat(n))));
  return out;
}

function queryMutations(p: Param): Mutation[] {
  const out = badTexts(p.schema).map((v) => m(`query ${p.name} = ${show(v)}`, (d) => d.query.push(`${p.name}=${encodeText(v)}`)));
  if (mainSchema(p.schema).format === 'date' || /date|from|to|after|before/.test(p.name)) {
    for (const v of ['2026-13-45', '2026-02-30', '0000-00-00', '9999-99-99', '2026-02-29T00:00:00Z'])
      out.push(m(`query ${p.name} = ${v}`, (d) => d.query.push(`${p.name}=${v}`)));
  }
  out.push(
    m(`query ${p.name} repeated`, (d) => d.query.push(`${p.name}=1`, `${p.name}=2`)),
    m(`query ${p.name}[]`, (d) => d.query.push(`${p.name}[]=1`, `${p.name}[a]=${encodeText(NUL)}`)),
    m(`query ${p.name} raw %ff`, (d) => d.query.push(`${p.name}=%ff%fe`)),
    m(`query ${p.name} raw %`, (d) => d.query.push(`${p.name}=%`)),
    m(`query ${p.name} without =`, (d) => d.query.push(p.name)),
  );
  return out;
}

const QUERY_EXTRAS: Mutation[] = [
  m('query unknown param', (d) => d.query.push('khong_co=1')),
  m('query NUL name', (d) => d.query.push('%00=%00')),
  m('query __proto__', (d) => d.query.push('__proto__[x]=1', 'constructor[prototype][y]=1')),
  m('query raw %ff', (d) => d.query.push('%ff')),
  m('query &&&==', (d) => d.query.push('&&&==&=')),
  m('query huge name', (d) => d.query.push(`${'a'.repeat(10_000)}=1`)),
  m('query 1000 params', (d) => d.query.push(...Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`))),
];

function headerMutations(p: Param): Mutation[] {
  return [
    m(`header ${p.name} missing`, (d) => delete d.headers[p.name]),
    ...['', ' ', NUL, `k${NUL}`, 'x'.repeat(10_000), 'ăâđ', '🤖🤖', '\u202e'].map((v) =>
      m(`header ${p.name} = ${show(v)}`, (d) => (d.headers[p.name] = v)),
    ),
    m(`header ${p.name} twice`, (d) => (d.headers[p.name] = ['a-1234567890', 'b-1234567890'])),
  ];
}

const HEADER_EXTRAS: Mutation[] = [
  m('no token', (d) => (d.auth = 'none')),
  m('token garbage', (d) => (d.auth = { header: 'Bearer a.b.c' })),
  m('token NUL', (d) => (d.auth = { header: `Bearer ${NUL}` })),
  m('token huge', (d) => (d.auth = { header: `Bearer ${'x'.repeat(20_000)}` })),
  m('token Basic', (d) => (d.auth = { header: 'Basic Zm9vOmJhcg==' })),
  m('token empty Bearer', (d) => (d.auth = { header: 'Bearer ' })),
  m('x-request-id NUL', (d) => (d.headers['x-request-id'] = `abcdefgh${NUL}`)),
  m('user-agent NUL', (d) => (d.headers['user-agent'] = `Mozilla${NUL}`)),
  m('user-agent huge', (d) => (d.headers['user-agent'] = 'ă'.repeat(8000))),
  m('x-forwarded-for garbage', (d) => (d.headers['x-forwarded-for'] = `not-an-ip, ${NUL}, 999.1.1.1`)),
  m('cookie NUL refresh', (d) => (d.headers.cookie = 'refresh_token=%00; cg_refresh=%ff')),
  m('accept odd', (d) => (d.headers.accept = 'x/y;q=NaN')),
  m('idempotency-key NUL', (d) => (d.headers['idempotency-key'] = `k${NUL}`)),
  m('origin null', (d) => (d.headers.origin = 'null')),
];

function bodyMutations(schema: unknown): Mutation[] {
  const out: Mutation[] = [];
  const visit = (s: unknown, keys: string[], depth: number) => {
    const main = mainSchema(s as never);
    for (const [k, prop] of Object.entries(main.properties ?? {})) {
      const at = [...keys, k];
      const name = at.join('.');
      out.push(m(`body ${name} missing`, (d) => setIn(d, at, undefined)));
      for (const v of badValues(prop)) out.push(m(`body ${name} = ${show(v)}`, (d) => setIn(d, at, v)));
      if (depth < 1 && mainSchema(prop).properties) visit(prop, at, depth + 1);
    }
  };
  visit(schema, [], 0);
  out.push(
    m('body extra field', (d) => setIn(d, ['truong_la'], 'x')),
    m('body NUL key', (d) => setIn(d, [NUL], NUL)),
    m('body __proto__ key', (d) => setIn(d, ['__proto__'], { role: 'admin' })),
    m('body every string NUL-bearing', (d) => {
      if (d.body.kind === 'json') d.body.value = withNul(d.body.value);
    }),
    ...WRONG_TYPES.map((v) => m(`body = ${show(v)}`, (d) => setIn(d, [], v))),
  );
  return out;
}

function withNul(v: unknown): unknown {
  if (typeof v === 'string') return `${v}${NUL}`;
  if (Array.isArray(v)) return v.map(withNul);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withNul(x)]));
  return v;
}

const raw = (label: string, contentType: string | undefined, payload: string | Buffer) =>
  m(label, (d) => (d.body = { kind: 'raw', contentType, payload }));

const GENERIC_BODIES: Mutation[] = [
  ...[
    '{',
    '{"a":',
    '{"a":1,}',
    '[1,2',
    'nul',
    '"\\u0000"',
    '{"a":"\\ud800"}',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    '',
    '   ',
    '{"__proto__":{"x":1}}',
  ].map((p) => raw(`json text ${show(p)}`, 'application/json', p)),
  raw('json invalid UTF-8', 'application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d])),
  raw('json 1.1 MB', 'application/json', JSON.stringify({ a: 'x'.repeat(1_150_000) })),
  raw('json nested 5000 deep', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`),
  raw('json nested 100000 open', 'application/json', '['.repeat(100_000)),
  raw('json 20000 keys', 'application/json', JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))),
  raw('text/plain', 'text/plain', 'xin chào'),
  raw('xml', 'application/xml', '<a>&xxe;</a>'),
  raw('form urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=%ff&c=%00'),
  raw('json charset utf-16', 'application/json; charset=utf-16', '{}'),
  raw('json charset latin1', 'application/json; charset=latin1', '{"a":"\xe9"}'),
  raw('octet-stream', 'application/octet-stream', Buffer.from([0, 1, 2, 255, 0])),
  raw('content-type empty', '', '{}'),
  raw('content-type ;;;', ';;;', '{}'),
  raw('content-type NUL', `application/json${NUL}`, '{}'),
  raw('content-type list', 'application/json, text/plain', '{}'),
  raw('no content-type with body', undefined, '{"a":1}'),
];

const B = 'fuzzB0undary';
const part = (name: string, value: string | Buffer, filename?: string, type?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\n` +
        (type ? `Content-Type: ${type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${B}--\r\n`)]);
const MP = `multipart/form-data; boundary=${B}`;
const FILE_FIELDS = ['avatar', 'primary_image', 'secondary_images', 'images', 'file'];

/** Multipart variants for every operation (an upload route answers them in depth, the others refuse). */
export function multipartMutations(png: Buffer, textFields: string[]): Mutation[] {
  const notImage = Buffer.from('GIF89a but not really an image at all');
  const brokenPng = Buffer.concat([png.subarray(0, 40), Buffer.alloc(40, 0xff)]);
  const fields = textFields.length ? textFields : ['name'];
  return [
    raw('multipart without boundary', 'multipart/form-data', 'abc'),
    raw('multipart garbage', MP, 'this is not multipart'),
    raw('multipart truncated', MP, `--${B}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc`),
    raw('multipart wrong boundary', 'multipart/form-data; boundary=other', form(part('avatar', png, 'a.png', 'image/png'))),
    raw('multipart no disposition', MP, `--${B}\r\n\r\nabc\r\n--${B}--\r\n`),
    raw('multipart empty', MP, `--${B}--\r\n`),
    ...FILE_FIELDS.flatMap((f) => [
      raw(`multipart ${f} not an image`, MP, form(part(f, notImage, 'a.png', 'image/png'))),
      raw(`multipart ${f} broken PNG`, MP, form(part(f, brokenPng, 'a.png', 'image/png'))),
      raw(`multipart ${f} empty file`, MP, form(part(f, Buffer.alloc(0), 'a.png', 'image/png'))),
      raw(`multipart ${f} NUL filename`, MP, form(part(f, png, `a${NUL}../../b.png`, 'image/png'))),
    ]),
    raw(
      'multipart PNG + NUL text fields',
      MP,
      form(...fields.map((n) => part(n, `Gundam${NUL}`)), part('primary_image', png, 'a.png', 'image/png')),
    ),
    raw('multipart NUL field name', MP, form(part(`na${NUL}me`, 'x'), part('avatar', png, 'a.png', 'image/png'))),
    raw('multipart field twice', MP, form(part(fields[0]!, 'a'), part(fields[0]!, 'b'), part('primary_image', png, 'a.png'))),
    raw('multipart 70 KB field', MP, form(part(fields[0]!, 'x'.repeat(70_000)), part('primary_image', png, 'a.png'))),
    raw('multipart 60 fields', MP, form(...Array.from({ length: 60 }, (_, i) => part(`f${i}`, 'x')))),
    raw('multipart 12 files', MP, form(...Array.from({ length: 12 }, () => part('secondary_images', png, 'a.png', 'image/png')))),
    raw(
      'multipart hostile text fields',
      MP,
      form(...fields.map((n, i) => part(n, HOSTILE_STRINGS[i % HOSTILE_STRINGS.length]!)), part('primary_image', png, 'a.png')),
    ),
  ];
}

/**
 * Every systematic mutation of `op`, then random pairs of them (seeded) until there are at least
 * `min`. Each entry is one variant.
 */
export function variantsFor(op: Operation, multipart: Mutation[], rnd: Random, min: number): Mutation[][] {
  const single: Mutation[] = [];
  for (const p of op.params) {
    if (p.in === 'path') single.push(...pathMutations(p));
    if (p.in === 'query') single.push(...queryMutations(p));
    if (p.in === 'header') single.push(...headerMutations(p));
  }
  single.push(...QUERY_EXTRAS, ...HEADER_EXTRAS, ...GENERIC_BODIES, ...multipart);
  if (op.body) single.push(...bodyMutations(op.body));
  const out = single.map((x) => [x]);
  while (out.length < min) out.push([rnd.pick(single), rnd.pick(single)]);
  return out;
}
