import { z } from 'zod';
import { messages } from '../messages';

const v = messages.validation;

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
export const IntIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A decimal money string as the API sends it: "1500.00". */
export const MoneyStringSchema = z.string().regex(/^\d+\.\d{2}$/);
