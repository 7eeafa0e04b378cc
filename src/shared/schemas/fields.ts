import { z } from 'zod';
import { msg } from '../messages';

const v = msg.validation;

/** Field primitives shared by forms, routes and tests. Messages are the spec's. */
/** A trimmed, lower-cased e-mail; each form names its own message (the spec words it per screen). */
export const emailSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }))
    .transform((s) => s.toLowerCase());

export const EmailSchema = emailSchema(v.emailInvalid);

export const NewPasswordSchema = z.string({ error: v.passwordMin }).min(6, v.passwordMin).max(200);

export const FirstNameSchema = z.string({ error: v.firstNameRequired }).trim().min(1, v.firstNameRequired).max(100);
export const LastNameSchema = z.string({ error: v.lastNameRequired }).trim().min(1, v.lastNameRequired).max(100);

export const UuidSchema = z.uuid();
/**
 * A whole number in a path or a query string, where everything arrives as text: a JSON number or
 * digits only. Never `z.coerce`, which reads `true` as 1, `[1]` as 1 and `"0x2"` as 2.
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number({ error: v.invalidInput }), z.string({ error: v.invalidInput }).regex(/^\d{1,15}$/, v.invalidInput).transform(Number)], {
      error: v.invalidInput,
    })
    .pipe(z.number().int(v.invalidInput).min(min, v.invalidInput).max(max, v.invalidInput));

export const IntIdSchema = wholeNumber(1, 2_147_483_647);

/** A decimal money string as the API sends it: "1500.00". */
export const MoneyStringSchema = z.string().regex(/^\d+\.\d{2}$/);
