import { z } from 'zod';
import { msg } from '../messages';
import { EmailSchema, FirstNameSchema, LastNameSchema, NewPasswordSchema } from '../schemas/fields';
import { defineRoute } from './http';

const v = msg.validation;

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: RoleSchema,
  profileImageUrl: z.string().nullable(),
  /** True for the one account that may change roles (OWNER_EMAIL). */
  isOwner: z.boolean(),
  createdAt: z.string(),
  /**
   * Whether the account confirmed its e-mail address (docs/contract.md §2): until then the shop sends it no
   * order e-mail. Null where the shop cannot confirm addresses (no SMTP_URL or PUBLIC_ORIGIN).
   */
  emailVerified: z.boolean().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(200),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** What the server accepts at signup. The confirm field is a form-only concern. */
export const SignupSchema = z.object({
  email: EmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  password: NewPasswordSchema,
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const SignupFormSchema = SignupSchema.extend({
  confirmPassword: z.string().min(1, v.confirmPasswordRequired),
}).refine((f) => f.password === f.confirmPassword, { message: v.passwordsDontMatch, path: ['confirmPassword'] });

const optionalText = z
  .string()
  .optional()
  .transform((s) => (s === undefined || s === '' ? undefined : s));

export const ProfileUpdateSchema = z
  .object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    currentPassword: optionalText,
    password: optionalText.pipe(NewPasswordSchema.optional()),
  })
  .refine((p) => !p.password || !!p.currentPassword, {
    message: v.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

export const ProfileFormSchema = z
  .object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    currentPassword: z.string(),
    password: z.string().refine((s) => s === '' || s.length >= 6, v.passwordMin),
    confirmPassword: z.string(),
  })
  .refine((f) => f.password === f.confirmPassword, { message: v.passwordsDontMatch, path: ['confirmPassword'] })
  .refine((f) => !f.password || !!f.currentPassword, { message: v.currentPasswordRequired, path: ['currentPassword'] });

/** `POST /api/auth/forgot-password` (docs/contract.md §2): the same answer whether or not the address has an account. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** The link's token: 32 random bytes, base64url. */
export const ResetTokenSchema = z.string({ error: msg.auth.resetLinkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, msg.auth.resetLinkInvalid);

/** `POST /api/auth/reset-password`: a new password for the account the single-use link was sent to. */
export const ResetPasswordSchema = z.object({ token: ResetTokenSchema, password: NewPasswordSchema });

/** `POST /api/auth/verify-email`: the token of the link mailed to the address. */
export const VerifyEmailSchema = z.object({ token: z.string({ error: msg.auth.verifyLinkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, msg.auth.verifyLinkInvalid) });

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string().min(1, v.confirmPasswordRequired) })
  .refine((f) => f.password === f.confirmPassword, { message: v.passwordsDontMatch, path: ['confirmPassword'] });
export type ResetPasswordFormInput = z.infer<typeof ResetPasswordFormSchema>;

const AuthResultSchema = z.object({ success: z.literal(true), message: z.string(), user: CurrentUserSchema });

export const authContract = {
  currentUser: defineRoute({ method: 'GET', path: '/api/auth/user', response: CurrentUserSchema }),
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: LoginSchema, response: AuthResultSchema }),
  signup: defineRoute({
    method: 'POST',
    path: '/api/auth/signup',
    body: SignupSchema,
    response: AuthResultSchema,
    status: 201,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: ForgotPasswordSchema,
    response: z.object({ message: z.string() }),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: ResetPasswordSchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  /** The e-mailed link's token confirms the address it was sent to (still the account's); 400 otherwise. */
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: VerifyEmailSchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  /** The signed-in account's link again (at most one a minute); 400 where the shop cannot send e-mails. */
  resendVerification: defineRoute({ method: 'POST', path: '/api/auth/resend-verification', response: z.object({ message: z.string() }) }),
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/api/profile',
    body: ProfileUpdateSchema,
    response: CurrentUserSchema,
  }),
};
