import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts the download (on the form's first focus), so the first submit does not wait for it. */
  preload: () => void;
};

/**
 * A form's zod resolver whose schema — and zod with it, ~25 KB gz — is fetched when the reader
 * starts filling the form in (or at the latest on the first validation), not with the page
 * (docs/decisions/010-js-budget.md). `loadSchema` imports the contract module dynamically. The
 * messages are the schema's own: the same as an eager `zodResolver(schema)`.
 */
export function lazyZodResolver<T extends z4.$ZodType<unknown, FieldValues>>(loadSchema: () => Promise<T>): LazyResolver<z4.input<T>, z4.output<T>> {
  type R = Resolver<z4.input<T>, unknown, z4.output<T>>;
  let loaded: Promise<R> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('./zod-resolver')]).then(([schema, { zodResolver }]) => zodResolver(schema) as R));
  const resolver: R = (values, context, options) => load().then((resolve) => resolve(values, context, options));
  return Object.assign(resolver, { preload: () => void load() });
}
