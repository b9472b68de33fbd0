import type { JsonSchema } from './fuzz-values.js';

/** One operation of the OpenAPI document the app serves, as the fuzz test needs it. */
export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}
export interface Operation {
  /** "POST /api/v1/users/{id}/addresses" */
  id: string;
  method: string;
  path: string;
  params: Param[];
  /** the JSON body schema, when the operation documents one */
  body?: JsonSchema;
  /** content types the operation documents for its body */
  consumes: string[];
  /** the operation names the bearer scheme */
  secured: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of `spec` (`app.swagger()`), in document order. */
export function operationsOf(spec: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [m, raw] of Object.entries(item)) {
      if (!METHODS.includes(m)) continue;
      const op = raw as OpenApiOperation;
      const content = op.requestBody?.content ?? {};
      const params: Param[] = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({ name: p.name, in: p.in as Param['in'], required: p.required ?? p.in === 'path', schema: p.schema ?? {} }));
      out.push({
        id: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase(),
        path,
        params,
        body: content['application/json']?.schema,
        consumes: Object.keys(content),
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return out;
}

/** The path with each `{param}` replaced by its (already percent-encoded) text. */
export function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

/** The path segment before each `{param}` ("users" for /users/{id}), which names what the id points at. */
export function segmentBefore(path: string, name: string) {
  const parts = path.split('/');
  const i = parts.indexOf(`{${name}}`);
  return i > 0 ? parts[i - 1]! : '';
}

/** encodeURIComponent that also carries lone surrogates (as the bytes a hostile client would send). */
export function encodeText(s: string) {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}
