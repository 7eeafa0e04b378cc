import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser, LoginInput, ProfileUpdateInput, SignupInput } from '@shared/contracts/auth';
import { msg, type Locale, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { issueDeviceCookie, knownDevice } from './device-cookie';
import { verifiesEmails, voidAccountLinks } from './account-links';
import { queueUndoLink } from './password-reset';
import { getCheckoutSettings } from '../settings/settings.service';
import { t } from '@shared/messages/catalogues';
import { beginPasswordAttempt } from './login-defence';
import * as sessionsRepo from './sessions.repository';
import * as usersRepo from './users.repository';

/** The acting user as services see it. */
export interface Actor {
  id: string;
  email: string;
  role: 'user' | 'admin';
  isOwner: boolean;
}

export function toActor(user: UserRow, ownerEmail: string): Actor {
  return { id: user.id, email: user.email, role: user.role, isOwner: user.email === ownerEmail };
}

export function toCurrentUser(ctx: ServiceContext, user: UserRow): CurrentUser {
  const ownerEmail = ctx.config.ownerEmail;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    isOwner: user.email === ownerEmail,
    createdAt: user.createdAt.toISOString(),
    emailVerified: verifiesEmails(ctx) ? user.emailVerifiedAt !== null : null,
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function openSession(ctx: ServiceContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sessionsRepo.insertSession(ctx.db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs),
  });
  return token;
}

export interface SignedIn {
  user: CurrentUser;
  /** The new session token for the cookie. */
  token: string;
  /** A new device cookie (device-cookie.ts), when this browser had none for the account. */
  deviceCookie?: string;
}

/** Where a password attempt comes from: the client's address and the browser's device cookie. */
export interface AttemptOrigin {
  address: string;
  deviceCookie?: string | undefined;
}

/** Creates a customer account and signs it in. A taken e-mail is a 409. */
export async function signup(ctx: ServiceContext, input: SignupInput, locale: Locale, previousToken?: string): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const user = await usersRepo.insertUser(ctx.db, {
    email: input.email,
    locale,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
    role: 'user',
  });
  if (!user) throw new AppError('CONFLICT', msg.auth.emailTaken, { email: msg.auth.emailTaken });
  if (previousToken) await logout(ctx, previousToken);
  return { user: toCurrentUser(ctx, user), token: await openSession(ctx, user.id) };
}

/**
 * Checks a password under the guessing defence (login-defence.ts): 429 once the account or the
 * address has failed too often, after increasing waits.
 */
async function checkPassword(ctx: ServiceContext, account: string, origin: AttemptOrigin, hash: string, password: string) {
  const device = await knownDevice(ctx, origin.deviceCookie, account);
  const attempt = await beginPasswordAttempt(ctx.store, { account, address: origin.address, device, delayMs: ctx.config.loginDelayMs });
  const ok = await verifyPassword(hash, password);
  await (ok ? attempt.succeeded() : attempt.failed());
  return { ok, knownDevice: device !== null };
}

/** Checks the password and opens a new session; any previous session of this browser is closed (rotation). */
export async function login(
  ctx: ServiceContext,
  input: LoginInput,
  opts: AttemptOrigin & { previousToken?: string | undefined; locale: Locale },
): Promise<SignedIn> {
  const user = await usersRepo.findUserByEmail(ctx.db, input.email);
  // Verify against a dummy hash for unknown e-mails so timing does not reveal which accounts exist.
  const { ok, knownDevice } = await checkPassword(ctx, input.email, opts, user?.passwordHash ?? (await dummyPasswordHash), input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', msg.auth.invalidCredentials);
  if (opts.previousToken) await logout(ctx, opts.previousToken);
  await rememberLocale(ctx, user, opts.locale);
  return {
    user: toCurrentUser(ctx, user),
    token: await openSession(ctx, user.id),
    ...(knownDevice ? {} : { deviceCookie: await issueDeviceCookie(ctx, user.email) }),
  };
}

/** The account now reads the shop in `locale` (signing in, or a page asking who is signed in): kept when it changed. */
export async function rememberLocale(ctx: ServiceContext, user: UserRow, locale: Locale): Promise<void> {
  if (user.locale !== locale) await usersRepo.setLocale(ctx.db, user.id, locale);
}

/**
 * The language the shop writes to its owner in (docs/contract.md §4): the one the owner's account last
 * used, else `fallback` (the owner never signed in, or no account has the owner's address).
 */
export async function ownerLocale(ctx: ServiceContext, fallback: Locale): Promise<Locale> {
  return (await usersRepo.findUserByEmail(ctx.db, ctx.config.ownerEmail))?.locale ?? fallback;
}

export async function logout(ctx: ServiceContext, token: string): Promise<void> {
  await sessionsRepo.deleteSession(ctx.db, hashToken(token));
}

export async function purgeExpiredSessions(ctx: ServiceContext): Promise<void> {
  await sessionsRepo.deleteExpiredSessions(ctx.db);
}

export async function findSessionUser(ctx: ServiceContext, token: string): Promise<UserRow | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  return sessionsRepo.findLiveSessionUser(ctx.db, hashToken(token));
}

/**
 * Where the shop may write to the account about its orders (docs/contract.md §2): its own address, once
 * confirmed where the shop confirms addresses; null without an account or before confirmation.
 */
export async function orderMailAddress(ctx: ServiceContext, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const user = await usersRepo.findUserById(ctx.db, userId);
  if (!user || (verifiesEmails(ctx) && user.emailVerifiedAt === null)) return null;
  return user.email;
}

/** The account's e-mail address as the shop shows it (the order desk); null once deleted. Not for sending: see orderMailAddress. */
export async function accountEmail(ctx: ServiceContext, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  return (await usersRepo.findUserById(ctx.db, userId))?.email ?? null;
}

/**
 * Updates the signed-in user's own profile. A new password or a new e-mail needs the current password
 * (checked under the guessing defence; docs/contract.md §2), voids every reset and confirmation link sent
 * before, and ends every session of the account — a thief's too — opening a fresh one for this browser
 * (`token`). A new e-mail also tells the old address, with a link to undo it (`queueUndoLink`).
 */
export async function updateProfile(
  ctx: ServiceContext,
  actor: Actor,
  input: ProfileUpdateInput,
  opts: AttemptOrigin,
  tr: Translator = t('en'),
): Promise<{ user: CurrentUser; token?: string }> {
  const current = await usersRepo.findUserById(ctx.db, actor.id);
  if (!current) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
  const emailChanges = input.email !== current.email;

  if (emailChanges) {
    // The owner is named by OWNER_EMAIL: changing that e-mail would silently hand the role away.
    if (actor.isOwner) throw new AppError('FORBIDDEN', msg.profile.ownerEmailFixed, { email: msg.profile.ownerEmailFixed });
    if (!input.currentPassword) throw new AppError('BAD_REQUEST', msg.trust.accounts.currentPasswordForEmail, { currentPassword: msg.trust.accounts.currentPasswordForEmail });
  }
  let passwordHash: string | undefined;
  if (input.password || emailChanges) {
    const ok = !!input.currentPassword && (await checkPassword(ctx, current.email, opts, current.passwordHash, input.currentPassword)).ok;
    if (!ok) {
      throw new AppError('BAD_REQUEST', msg.profile.currentPasswordWrong, {
        currentPassword: msg.profile.currentPasswordWrong,
      });
    }
    if (input.password) passwordHash = await hashPassword(input.password);
  }
  if (emailChanges) {
    const other = await usersRepo.findUserByEmail(ctx.db, input.email);
    if (other) throw new AppError('CONFLICT', msg.auth.emailTaken, { email: msg.auth.emailTaken });
  }
  const siteName = emailChanges ? (await getCheckoutSettings(ctx)).siteName : '';
  try {
    const { updated } = await ctx.db.transaction(async (tx) => {
      const updated = await usersRepo.updateUser(tx, actor.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        // A new address is unconfirmed until its own link is opened (docs/contract.md §2).
        ...(emailChanges ? { emailVerifiedAt: null } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (!updated) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
      if (!passwordHash && !emailChanges) return { updated, noticeId: null };
      await voidAccountLinks(tx, actor.id, { keepUndo: true });
      await sessionsRepo.deleteSessionsOfUser(tx, actor.id);
      const noticeId = emailChanges ? await queueUndoLink(ctx, tx, actor.id, current.email, updated.email, tr, siteName) : null;
      return { updated, noticeId };
    });
    const user = toCurrentUser(ctx, updated);
    if (!passwordHash && !emailChanges) return { user };
    return { user, token: await openSession(ctx, actor.id) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', msg.auth.emailTaken, { email: msg.auth.emailTaken });
    throw err;
  }
}

/**
 * docs/contract.md §1: with ADMIN_EMAIL + ADMIN_PASSWORD the account exists, is an admin and has that
 * password. Without them, an empty database gets an admin with a random password, printed once.
 */
export async function ensureAdminAccount(ctx: ServiceContext): Promise<{ email: string; password: string } | undefined> {
  const { admin } = ctx.config;
  if (admin) {
    const existing = await usersRepo.findUserByEmail(ctx.db, admin.email);
    if (!existing) {
      await usersRepo.insertUser(ctx.db, {
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        role: 'admin',
        firstName: 'Admin',
        lastName: 'Nabta',
        // The operator wrote this address in the configuration: it is the shop's own.
        emailVerifiedAt: new Date(),
      });
    } else {
      const samePassword = await verifyPassword(existing.passwordHash, admin.password);
      if (!samePassword || existing.role !== 'admin') {
        await usersRepo.updateUser(ctx.db, existing.id, {
          role: 'admin',
          ...(samePassword ? {} : { passwordHash: await hashPassword(admin.password) }),
        });
      }
    }
    return undefined;
  }
  if ((await usersRepo.countAdmins(ctx.db)) > 0) return undefined;
  const password = randomBytes(12).toString('base64url');
  const email = ctx.config.ownerEmail;
  const created = await usersRepo.insertUser(ctx.db, {
    email,
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(password),
    role: 'admin',
    firstName: 'Admin',
    lastName: 'Nabta',
  });
  if (!created) {
    const existing = await usersRepo.findUserByEmail(ctx.db, email);
    if (existing) await usersRepo.updateUser(ctx.db, existing.id, { role: 'admin', passwordHash: await hashPassword(password) });
  }
  return { email, password };
}
