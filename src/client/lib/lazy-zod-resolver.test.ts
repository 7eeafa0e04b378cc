import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const Schema = z.object({ email: z.string().email('validation.emailInvalid'), age: z.coerce.number().min(18, 'validation.tooYoung') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('gives the same errors and values as an eager zodResolver of the same schema', async () => {
    const lazy = lazyZodResolver(() => Promise.resolve(Schema));
    for (const values of [{ email: 'nope', age: '3' }, { email: 'amel@example.dz', age: '30' }]) {
      expect(await lazy(values, undefined, options)).toEqual(await zodResolver(Schema)(values, undefined, options));
    }
  });

  it('loads the schema once, on preload or on the first validation', async () => {
    const load = vi.fn(() => Promise.resolve(Schema));
    const lazy = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    lazy.preload();
    await lazy({ email: 'amel@example.dz', age: '30' }, undefined, options);
    await lazy({ email: 'x', age: '1' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
