import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';
import { fieldMessages, recheckedField } from './plain-form';

type Values = { email: string; city: string };
const Schema = z.object({ email: z.string().email('validation.emailInvalid'), city: z.string().min(1, 'validation.cityRequired') });
const resolver = lazyZodResolver(() => Promise.resolve(Schema));
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const messagesOf = async (values: Values) => fieldMessages<Values>((await resolver(values, undefined, options)).errors);

describe('plain form (the checkout form without react-hook-form)', () => {
  it('turns the resolver’s errors into one message per field', async () => {
    expect(await messagesOf({ email: 'nope', city: '' })).toEqual({ email: 'validation.emailInvalid', city: 'validation.cityRequired' });
    expect(await messagesOf({ email: 'amel@example.dz', city: 'Oran' })).toEqual({});
  });

  it('after a submit, a change clears or updates its own field’s message and leaves the others shown', async () => {
    const shown = await messagesOf({ email: 'nope', city: '' });
    // The reader fixes the e-mail: its message goes, the city's stays although only the e-mail was checked again.
    expect(recheckedField(shown, 'email', await messagesOf({ email: 'amel@example.dz', city: '' }))).toEqual({ city: 'validation.cityRequired' });
    // A server's message on the city (setError) is not wiped by a change of the e-mail.
    const fromServer = { ...shown, city: 'Ville inconnue' };
    expect(recheckedField(fromServer, 'email', await messagesOf({ email: 'still-nope', city: '' }))).toEqual({
      email: 'validation.emailInvalid',
      city: 'Ville inconnue',
    });
  });
});
