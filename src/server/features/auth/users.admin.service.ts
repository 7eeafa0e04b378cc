import type { AdminUser, AdminUserCreate, AdminUserListQuery, AdminUserUpdate } from '@shared/contracts/admin';
import type { Role } from '@shared/contracts/auth';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import { toCurrentUser, type Actor } from './auth.service';
import * as sessionsRepo from './sessions.repository';
import * as usersRepo from './users.repository';
import { voidAccountLinks } from './account-links';
import { invalidateCatalog } from '../catalog/catalog.cache';
import { unsafeDeleteReviewsOfUser } from '../reviews/reviews.service';
import { requireAdmin, requireMayChangeAdmin, requireOwner, requireRoleChanger } from './access-policy';
import { recordRoleChange } from '../settings/settings.service';

/**
 * User management from the admin dashboard (spec §2 Users tab, §5 Admin user, §6; docs/contract.md §1–2).
 * Every function checks its actor first (`access-policy.ts`), whatever route or job calls it; the owner
 * rules are named there:
 * - only the owner (OWNER_EMAIL) changes roles — through the role route or a `role` in a create/update —
 *   and each change is in the audit log (`recordRoleChange`);
 * - the owner's account is never demoted or deleted, only the owner edits it, and its e-mail stays
 *   OWNER_EMAIL (changing it would hand the ownership to nobody); no other account may take that e-mail;
 * - only the owner changes another admin's e-mail or password, or deletes an admin (docs/contract.md §2):
 *   otherwise any admin could take over or remove a peer;
 * - nobody deletes their own account.
 */

const e = msg.admin.errors;

/** Admins see a user exactly as that user sees themself. */
export const toAdminUser: (ctx: ServiceContext, user: UserRow) => AdminUser = toCurrentUser;

const forbidden = (message: string) => new AppError('FORBIDDEN', message);
const emailTaken = () => new AppError('CONFLICT', msg.auth.emailTaken, { email: msg.auth.emailTaken });

async function userOrThrow(ctx: ServiceContext, id: string): Promise<UserRow> {
  const user = await usersRepo.findUserById(ctx.db, id);
  if (!user) throw new AppError('NOT_FOUND', e.userNotFound);
  return user;
}

/** Accounts, newest first: all of them, or one page when the query asks for paging. */
export async function listUsers(ctx: ServiceContext, actor: Actor, query: AdminUserListQuery): Promise<{ users: AdminUser[]; total: number }> {
  requireAdmin(actor);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { rows, total } = await usersRepo.listUsers(ctx.db, {
    search: query.search || undefined,
    ...(paged ? { limit: pageSize, offset: (page - 1) * pageSize } : {}),
  });
  return { users: rows.map((u) => toAdminUser(ctx, u)), total };
}

/** Creates an account for someone. An admin account takes the owner (403 otherwise); a taken e-mail is a 409. */
export async function createUser(ctx: ServiceContext, actor: Actor, input: AdminUserCreate): Promise<AdminUser> {
  requireAdmin(actor);
  if (input.role !== 'user') requireRoleChanger(actor);
  if (input.email === ctx.config.ownerEmail) {
    if (await usersRepo.findUserByEmail(ctx.db, input.email)) throw emailTaken();
    throw forbidden(e.ownerEmailReserved);
  }
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const created = await usersRepo.insertUser(tx, { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: input.role });
    // An account made an admin is a role given: in the audit log (docs/contract.md §2).
    if (created && input.role !== 'user') await recordRoleChange({ ...ctx, db: tx }, actor, created.email, '', input.role);
    return created;
  });
  if (!user) throw emailTaken();
  return toAdminUser(ctx, user);
}

/**
 * Edits an account: names, e-mail, and the password when one is given (an empty one keeps it; the
 * user is then signed out of their other sessions). A `role` that differs takes the owner.
 */
export async function updateUser(ctx: ServiceContext, actor: Actor, id: string, input: AdminUserUpdate): Promise<AdminUser> {
  requireAdmin(actor);
  const target = await userOrThrow(ctx, id);
  const { ownerEmail } = ctx.config;
  const targetIsOwner = target.email === ownerEmail;
  if (targetIsOwner) requireOwner(actor, e.ownerEditOnlyByOwner);
  if (targetIsOwner && input.email !== target.email) throw forbidden(e.ownerEmailFixed);
  if (!targetIsOwner && input.email === ownerEmail) throw forbidden(e.ownerEmailReserved);

  const roleChange = input.role !== undefined && input.role !== target.role ? input.role : undefined;
  if (roleChange) requireRoleChanger(actor);
  if (roleChange && targetIsOwner) throw forbidden(e.ownerProtected);
  const credentialsChange = input.email !== target.email || !!input.password;
  if (credentialsChange) requireMayChangeAdmin(actor, target);

  if (input.email !== target.email && (await usersRepo.findUserByEmail(ctx.db, input.email))) throw emailTaken();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let updated: UserRow | undefined;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const row = await usersRepo.updateUser(tx, id, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        // An address typed by an admin is not confirmed by its owner: the account confirms it from its own page.
        ...(input.email !== target.email ? { emailVerifiedAt: null } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(roleChange ? { role: roleChange } : {}),
      });
      if (row && roleChange) await recordRoleChange({ ...ctx, db: tx }, actor, row.email, target.role, roleChange);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (!updated) throw new AppError('NOT_FOUND', e.userNotFound);
  // A new password or e-mail ends the account's sessions (whoever held them); an admin editing
  // themself here keeps theirs (their own profile page rotates it instead).
  if ((passwordHash || updated.email !== target.email) && id !== actor.id) await sessionsRepo.deleteSessionsOfUser(ctx.db, id);
  // …and voids every reset and confirmation link it was sent before (docs/contract.md §2).
  if (passwordHash || updated.email !== target.email) await voidAccountLinks(ctx.db, id, { keepUndo: true });
  return toAdminUser(ctx, updated);
}

/** Spec §6: the role select is the owner's alone (403 for other admins); the owner stays an admin. */
export async function setUserRole(ctx: ServiceContext, actor: Actor, id: string, role: Role): Promise<AdminUser> {
  requireRoleChanger(actor);
  const target = await userOrThrow(ctx, id);
  if (target.email === ctx.config.ownerEmail && role !== 'admin') throw forbidden(e.ownerProtected);
  if (target.role === role) return toAdminUser(ctx, target);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await usersRepo.updateUser(tx, id, { role });
    if (row) await recordRoleChange({ ...ctx, db: tx }, actor, row.email, target.role, role);
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND', e.userNotFound);
  return toAdminUser(ctx, updated);
}

/**
 * Deletes an account (docs/contract.md §2): never one's own, never the owner's. Its orders stay, without
 * an account (orders.user_id is set null); its sessions, wishlist, chat and reviews go.
 */
export async function deleteUser(ctx: ServiceContext, actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
  requireAdmin(actor);
  if (id === actor.id) throw forbidden(e.cannotDeleteSelf);
  const target = await userOrThrow(ctx, id);
  if (target.email === ctx.config.ownerEmail) throw forbidden(e.ownerProtected);
  requireMayChangeAdmin(actor, target);
  await ctx.db.transaction(async (tx) => {
    // Its reviews go with it, and the plants they rated get their figures back without them.
    await unsafeDeleteReviewsOfUser({ ...ctx, db: tx }, id);
    if (!(await usersRepo.deleteUser(tx, id))) throw new AppError('NOT_FOUND', e.userNotFound);
  });
  await invalidateCatalog(ctx);
  return { id, deleted: true };
}
