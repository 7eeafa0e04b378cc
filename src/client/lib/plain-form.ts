import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
// Types only: the resolver keeps react-hook-form's shape, so a form can move between the two.
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/** A field's message (a catalogue key from the schema, or the server's words), by field name. */
export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

/** The messages of a resolver's errors (one level: the forms using this are flat). */
export function fieldMessages<T extends FieldValues>(errors: FieldErrors<T>): FieldMessages<T> {
  const out: FieldMessages<T> = {};
  for (const [name, error] of Object.entries(errors)) if (typeof error?.message === 'string') out[name as keyof T & string] = error.message;
  return out;
}

/** After a change once the form was submitted: `name`'s message is the fresh check's, the others stay as they were. */
export function recheckedField<T>(shown: FieldMessages<T>, name: keyof T & string, fresh: FieldMessages<T>): FieldMessages<T> {
  const { [name]: _old, ...others } = shown;
  const message = fresh[name];
  return (message === undefined ? others : { ...others, [name]: message }) as FieldMessages<T>;
}

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface PlainForm<T extends FieldValues, Out> {
  values: T;
  errors: FieldMessages<T>;
  /** A text input's (or text area's) props: its value and change handler, its name, and the ref a failed submit focuses it by. */
  field: (name: keyof T & string) => {
    name: string;
    value: string;
    onChange: (e: ChangeEvent<TextField>) => void;
    ref: (el: TextField | null) => void;
  };
  setValue: <K extends keyof T & string>(name: K, value: T[K]) => void;
  /** Shows `message` under the field; `focus`: and takes the reader there (a check the resolver does not make). */
  setError: (name: keyof T & string, message: string, opts?: { focus?: boolean }) => void;
  /** Back to `values` (the defaults when omitted), unchecked until the next submit. */
  reset: (values?: T) => void;
  /** The form's onSubmit: checks every value; valid, `onValid` gets the resolver's (parsed) values; else the first field in error takes the focus. */
  handleSubmit: (onValid: (values: Out) => void, onInvalid?: () => void) => (e: FormEvent<HTMLFormElement>) => void;
}

/**
 * A flat form's state and checks without react-hook-form, whose ~13 KB gzipped would put the
 * checkout's first visit over its 100 KB budget (docs/decisions/010-js-budget.md). It behaves as
 * react-hook-form's defaults do for such a form: nothing is checked before the first submit; a submit
 * checks every value with the resolver (`lazyZodResolver`, zod fetched on the form's first focus) and
 * focuses the first text field in error (in the page's order; a custom control such as the wilaya
 * picker is not focused, as with react-hook-form's `useController`); from then on a change re-checks
 * its own field.
 */
export function usePlainForm<T extends FieldValues, Out>(resolver: Resolver<T, unknown, Out>, defaults: T): PlainForm<T, Out> {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldMessages<T>>({});
  const latest = useRef(values);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, TextField>());

  const check = async (checked: T) => resolver(checked, undefined, OPTIONS as ResolverOptions<T>);

  // On a slow phone the server-rendered form can be typed into before React takes it over: hydration
  // keeps the typed text on screen but not in the state, so the next render would wipe it and the
  // submit would find the field empty. The typed text becomes the field's value instead.
  useEffect(() => {
    const typed: Partial<T> = {};
    for (const [name, input] of inputs.current) if (input.value !== String(latest.current[name] ?? '')) Object.assign(typed, { [name]: input.value });
    if (Object.keys(typed).length === 0) return;
    latest.current = { ...latest.current, ...typed };
    setValues(latest.current);
  }, []);

  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current) void check(next).then((result) => setErrors((shown) => recheckedField(shown, name, fieldMessages<T>(result.errors))));
  };

  return {
    values,
    errors,
    field: (name) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (e) => setValue(name, e.target.value as T[typeof name]),
      ref: (el) => {
        if (el) inputs.current.set(name, el);
        else inputs.current.delete(name);
      },
    }),
    setValue,
    setError: (name, message, opts) => {
      setErrors((shown) => ({ ...shown, [name]: message }));
      if (opts?.focus) inputs.current.get(name)?.focus();
    },
    reset: (next = defaults) => {
      latest.current = next;
      submitted.current = false;
      setValues(next);
      setErrors({});
    },
    handleSubmit: (onValid, onInvalid) => (e) => {
      e.preventDefault();
      submitted.current = true;
      void check(latest.current).then((result) => {
        const found = fieldMessages<T>(result.errors);
        setErrors(found);
        if (Object.keys(found).length === 0) return onValid(result.values as Out);
        const inError = [...inputs.current].filter(([name]) => name in found).map(([, input]) => input);
        inError.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]?.focus();
        onInvalid?.();
      });
    },
  };
}
