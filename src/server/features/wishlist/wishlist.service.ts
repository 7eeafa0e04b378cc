import type { Plant } from '@shared/contracts/catalog';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { Actor } from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import * as repo from './wishlist.repository';

const plantNotFound = () => new AppError('NOT_FOUND', msg.catalog.plantNotFound);

/** The actor's wishlist: the plants with their category, most recently added first. Two queries. */
export async function listWishlist(ctx: ServiceContext, actor: Actor): Promise<Plant[]> {
  const ids = await repo.listPlantIds(ctx.db, actor.id);
  return catalog.getPlantsByIds(ctx, ids);
}

export async function isInWishlist(ctx: ServiceContext, actor: Actor, plantId: number): Promise<{ isInWishlist: boolean }> {
  return { isInWishlist: await repo.contains(ctx.db, actor.id, plantId) };
}

/** Adds a plant (404 if there is no such plant); adding it again changes nothing and is not an error. */
export async function addToWishlist(
  ctx: ServiceContext,
  actor: Actor,
  plantId: number,
): Promise<{ plantId: number; isInWishlist: true }> {
  if (!(await catalog.plantExists(ctx, plantId))) throw plantNotFound();
  try {
    await repo.add(ctx.db, actor.id, plantId);
  } catch (err) {
    // The plant was deleted in between.
    if (isForeignKeyViolation(err)) throw plantNotFound();
    throw err;
  }
  return { plantId, isInWishlist: true };
}

/** Removes a plant; removing one that is not there is fine (idempotent). */
export async function removeFromWishlist(
  ctx: ServiceContext,
  actor: Actor,
  plantId: number,
): Promise<{ plantId: number; isInWishlist: false }> {
  await repo.remove(ctx.db, actor.id, plantId);
  return { plantId, isInWishlist: false };
}
