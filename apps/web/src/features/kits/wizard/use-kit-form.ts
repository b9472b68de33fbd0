import { useCallback, useRef, useState } from 'react';
import type { KitFormValues } from './kit-form';
import { DEPENDENTS, fieldProblem, stepPaths, type FieldContext } from './kit-fields';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The wizard's values and the problems shown under its fields, as antd's Form kept them: a field is
 * checked as it changes (and the fields that depend on it), a step's fields all at once before
 * "Tiếp theo", and the server's messages go under their fields until those change.
 */
export function useKitForm(initial: () => KitFormValues, ctx: FieldContext) {
  const [values, setValues] = useState<KitFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // what a save reads: the values as of the last change, not of the last render
  const latest = useRef(values);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const setField = useCallback(<K extends keyof KitFormValues>(field: K, value: KitFormValues[K], paths: string[] = [field]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    const checked: FieldErrors = {};
    for (const p of [...paths, ...(DEPENDENTS[field] ?? [])]) checked[p] = fieldProblem(p, next, ctxRef.current) ?? undefined;
    setErrors((e) => ({ ...e, ...checked }));
  }, []);

  /** Checks step `i`'s fields; true when they all pass. */
  const validateStep = useCallback((i: number) => {
    const v = latest.current;
    const checked: FieldErrors = {};
    for (const p of stepPaths(i, v)) checked[p] = fieldProblem(p, v, ctxRef.current) ?? undefined;
    setErrors((e) => ({ ...e, ...checked }));
    return Object.values(checked).every((m) => m === undefined);
  }, []);

  /** The server's messages, each under its field (path "accessories.0.name"). */
  const showErrors = useCallback((fields: { name: (string | number)[]; errors: string[] }[]) => {
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f.name.join('.'), f.errors[0]])) }));
  }, []);

  return { values, errors, latest, setField, validateStep, showErrors };
}

export type KitForm = ReturnType<typeof useKitForm>;
