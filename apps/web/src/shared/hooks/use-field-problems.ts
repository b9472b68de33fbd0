import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '@/shared/api/base-api';

/** The field's problem, or undefined when its value passes (its rules may load on the first check). */
export type FieldCheck<F extends string> = (field: F, value: string) => Promise<string | undefined> | string | undefined;

/**
 * The problems shown under a plain form's fields (shared/ui/form-field.tsx), as antd's Form kept them:
 * `check` runs a field's rule and shows its answer; a rule that loads answers late, so only a field's
 * latest check may set its message. `show` puts messages in (the server's, per field), `clear` takes
 * them all away. `check` resolves true when the value passes.
 */
/** `rule` should be a module-level function: a new one each render makes a new `check`. */
export function useFieldProblems<F extends string>(rule: FieldCheck<F>) {
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const latest = useRef<Partial<Record<F, number>>>({});

  const check = useCallback(
    async (field: F, value: string) => {
      const n = (latest.current[field] ?? 0) + 1;
      latest.current[field] = n;
      const message = await rule(field, value);
      if (latest.current[field] === n) setProblems((p) => ({ ...p, [field]: message }));
      return message === undefined;
    },
    [rule],
  );
  const show = useCallback((messages: Partial<Record<F, string>>) => setProblems((p) => ({ ...p, ...messages })), []);
  const clear = useCallback(() => setProblems({}), []);
  return { problems, check, show, clear };
}

/**
 * The server's per-field messages (`details.fields`) for the fields this form has, keyed by the form's
 * names (`rename` maps a server field to one); null when none of them is this form's.
 */
export function serverFieldProblems<F extends string>(
  err: ApiError,
  fields: readonly F[],
  rename: Record<string, F> = {},
): Partial<Record<F, string>> | null {
  const list = (err.details as { fields?: { field: string; message: string }[] } | null)?.fields;
  if (!Array.isArray(list)) return null;
  const known = new Set<string>(fields);
  const out: Partial<Record<F, string>> = {};
  for (const f of list) {
    const name = rename[f.field] ?? f.field;
    if (known.has(name)) out[name as F] ??= f.message;
  }
  return Object.keys(out).length > 0 ? out : null;
}
