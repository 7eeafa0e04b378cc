import { z } from 'zod';
import { COUPON_KINDS } from '../domain/discounts';
import { parseMoney } from '../domain/money';
import { msg } from '../messages';
import { IntIdSchema, MoneyStringSchema } from '../schemas/fields';
import { defineRoute } from './http';

// The refusals' keys: the browser's catalogue keeps these of the promotions' texts (vite.config.ts, backOfficeTexts).
const c = () => msg.admin.promotions.errors;
const v = msg.validation;

// ---- Admin: the owner's codes ----

/** A DA amount ("500", "500.5", 500) up to 10 000 000 DA, or empty for 0. */
const AmountSchema = z
  .union([z.string().trim().max(20), z.number()], { error: v.invalidInput })
  .nullish()
  .transform((s, ctx) => {
    const text = s === null || s === undefined ? '' : String(s).trim();
    const centimes = text === '' ? 0 : parseMoney(text);
    if (centimes === null || centimes > 1_000_000_000) {
      ctx.addIssue({ code: 'custom', message: v.invalidInput });
      return z.NEVER;
    }
    return centimes;
  });

/** An instant with its offset ("2026-12-01T00:00:00Z"), or empty for none. */
const InstantSchema = z
  .union([z.iso.datetime({ offset: true, error: v.invalidInput }), z.literal('')])
  .nullish()
  .transform((s) => (s ? new Date(s) : null));

/** A limit: a whole number from 1, or empty for none. */
const LimitSchema = z
  .union([z.number().int(v.invalidInput).min(1, v.invalidInput).max(1_000_000, v.invalidInput), z.literal('')], { error: v.invalidInput })
  .nullish()
  .transform((n) => (n === '' || n === undefined ? null : n));

const CouponFields = z.object({
  code: z
    .string({ error: () => c().codeFormat })
    .trim()
    .regex(/^[\p{L}\p{N}-]{3,32}$/u, { error: () => c().codeFormat }),
  kind: z.enum(COUPON_KINDS),
  /** `percent`: 1–100; `fixed`: a DA amount; `free_shipping`: ignored (0). */
  value: z.union([z.string().trim().max(20), z.number()]).nullish(),
  minSubtotal: AmountSchema,
  startsAt: InstantSchema,
  endsAt: InstantSchema,
  maxUses: LimitSchema,
  maxUsesPerCustomer: LimitSchema,
  firstOrderOnly: z.boolean().default(false),
  active: z.boolean().default(true),
});

/** The value as stored: a percentage, centimes, or 0 — with the field's message when it does not fit the kind. */
export function couponValueOf(kind: (typeof COUPON_KINDS)[number], value: string | number | null | undefined): { value: number } | { error: string } {
  if (kind === 'free_shipping') return { value: 0 };
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return { error: c().valueRequired };
  if (kind === 'percent') {
    const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    return n >= 1 && n <= 100 ? { value: n } : { error: c().percentRange };
  }
  const centimes = parseMoney(text);
  return centimes !== null && centimes > 0 && centimes <= 1_000_000_000 ? { value: centimes } : { error: v.invalidInput };
}

/** The rules across fields: a value fitting the kind, an end after the start. */
const withCouponRules = <T extends z.ZodType<{ kind?: (typeof COUPON_KINDS)[number]; value?: string | number | null | undefined; startsAt?: Date | null; endsAt?: Date | null }>>(schema: T) =>
  schema.superRefine((o, ctx) => {
    if (o.kind) {
      const value = couponValueOf(o.kind, o.value);
      if ('error' in value) ctx.addIssue({ code: 'custom', path: ['value'], message: value.error });
    }
    if (o.startsAt && o.endsAt && o.endsAt <= o.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: c().endsBeforeStart });
  });

/** `POST /api/admin/coupons`; the dialog's form uses the same schema. */
export const CouponFormSchema = withCouponRules(CouponFields);
export type CouponFormValues = z.input<typeof CouponFormSchema>;
export type CouponInput = z.output<typeof CouponFormSchema>;

/** `PATCH /api/admin/coupons/:id`: any subset; a new `value` needs its `kind` (the dialog sends every field). */
export const CouponUpdateSchema = withCouponRules(CouponFields.partial().extend({ firstOrderOnly: z.boolean().optional(), active: z.boolean().optional() }));
export type CouponUpdate = z.output<typeof CouponUpdateSchema>;

export const CouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** `percent`: "10"; `fixed`: "500.00"; `free_shipping`: "0". */
  value: z.string(),
  minSubtotal: MoneyStringSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  /** The orders holding the code now (a cancelled order gave its use back). */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

const CouponIdParams = z.object({ id: IntIdSchema });

export const couponsContract = {
  list: defineRoute({ method: 'GET', path: '/api/admin/coupons', response: z.array(CouponSchema) }),
  /** 201; 409 when another code has this one's name (case aside). */
  create: defineRoute({ method: 'POST', path: '/api/admin/coupons', body: CouponFormSchema, response: CouponSchema, status: 201 }),
  update: defineRoute({ method: 'PATCH', path: '/api/admin/coupons/:id', params: CouponIdParams, body: CouponUpdateSchema, response: CouponSchema }),
  /** The orders that used it keep their discount and its name. */
  remove: defineRoute({ method: 'DELETE', path: '/api/admin/coupons/:id', params: CouponIdParams, response: z.object({ id: z.number().int(), deleted: z.literal(true) }) }),
};
