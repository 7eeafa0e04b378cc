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

/**
 * docs/contract.md §2: what a one-line field (a name, an address line) refuses — line breaks and the other
 * C0/C1 control characters (NUL, terminal escape codes), the Unicode line separators, and the bidi
 * embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which would reorder what
 * is shown after them wherever the text is shown (pages, e-mails, CSV). The marks U+200E/U+200F stay.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** `schema` (a string) refused with `message` when it holds a character a one-line field must not. */
export const oneLine = <T extends z.ZodType<string>>(schema: T, message: string = msg.checkout.validation.controlCharacters) =>
  schema.refine((s) => !NOT_ONE_LINE.test(s), message);

export const FirstNameSchema = oneLine(z.string({ error: v.firstNameRequired }).trim().min(1, v.firstNameRequired).max(100));
export const LastNameSchema = oneLine(z.string({ error: v.lastNameRequired }).trim().min(1, v.lastNameRequired).max(100));

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

/** C0/C1 control characters and the Unicode line separators: never in a one-line text. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Control characters but line breaks and tabs: never in a text of several lines. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
