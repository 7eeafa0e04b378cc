import { msg, type Text } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import type { Actor } from './auth.service';

/**
 * The rules of who may do what that services call inside each business action (the route's
 * `access` is the first gate, not the only one): a service that must be the owner's says so here.
 */
export function requireOwner(actor: Actor | null, why: Text = msg.errors.ownerRequired): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
  if (!actor.isOwner) throw new AppError('FORBIDDEN', why);
}

export function requireAdmin(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', msg.errors.adminRequired);
}

/**
 * The shipping rates table (what customers pay per wilaya) is every admin's to edit, by hand or by
 * importing a courier's fees (decision 018): the same rule for both.
 */
export function requireRatesEditor(actor: Actor | null): asserts actor is Actor {
  requireAdmin(actor);
}

/** An order is its customer's and the shop's admins' to read: the one rule for order pages, receipts and files. */
export function mayReadOrder(actor: Actor, order: { userId: string | null }): boolean {
  return actor.role === 'admin' || order.userId === actor.id;
}
