import { randomBytes } from 'node:crypto';
import type { Garden, GardenPlant } from '@shared/contracts/care';
import type { IdentifyLang } from '@shared/contracts/identify';
import { addDays, carePlan, type CareTask } from '@shared/domain/care';
import { algiersDay, climateZoneOf } from '@shared/domain/care-climate';
import { orderNumber } from '@shared/domain/order';
import { isCalendarDate, wilayaByCode } from '@shared/domain/wilayas';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireSignedIn } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import { imageUrl, unsafeStoreImage } from '../uploads/uploads.service';
import { careSpeciesList, careSpeciesOf } from './care.species';
import * as repo from './care.repository';
import { nameTranslationsOf } from '../catalog/catalog.translations';

/**
 * My Plants as a garden (docs/contract.md §10, docs/decisions/027-plant-care.md). Every function acts on the
 * actor's own garden: a plant id of another customer's garden is not found (404), never shown or changed.
 */

const plantNotFound = () => new AppError('NOT_FOUND', msg.errors.notFound);

export const newToken = () => randomBytes(32).toString('hex');

/** The wilaya whose climate the plans follow: the one chosen, else the latest delivered order's. */
async function gardenWilaya(ctx: ServiceContext, userId: string) {
  const settings = await repo.findGardenSettings(ctx.db, userId);
  if (settings?.wilaya != null) return { wilaya: settings.wilaya, chosen: true, weeklyEmail: settings.weeklyEmail };
  return { wilaya: await repo.lastDeliveredWilaya(ctx.db, userId), chosen: false, weeklyEmail: settings?.weeklyEmail ?? false };
}

export function plantView(row: repo.GardenRow, wilaya: number | null, now: Date): GardenPlant {
  const species = careSpeciesOf(row.speciesName);
  const plan = carePlan(species.water, climateZoneOf(wilaya), { since: row.createdAt, watered: row.wateredAt, fed: row.fedAt, repotted: row.repottedAt }, now);
  return {
    id: row.id,
    source: row.source,
    orderNumber: row.orderId ? orderNumber(row.orderId) : null,
    cataloguePlantId: row.cataloguePlantId,
    identificationId: row.identificationId,
    label: row.label,
    translations: nameTranslationsOf(row),
    nickname: row.nickname,
    speciesName: species.name ?? row.speciesName,
    knownSpecies: species.known,
    photoUrl: row.photoId ? imageUrl(row.photoId) : null,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    plan,
  };
}

/** The actor's garden, brought up to date with their delivered orders and saved identifications. */
export async function getGarden(ctx: ServiceContext, actor: Actor, now = new Date()): Promise<Garden> {
  await repo.syncGarden(ctx.db, actor.id);
  const [{ wilaya, chosen, weeklyEmail }, rows] = await Promise.all([gardenWilaya(ctx, actor.id), repo.listGarden(ctx.db, actor.id)]);
  return { wilaya, wilayaChosen: chosen, weeklyEmail, plants: rows.map((row) => plantView(row, wilaya, now)) };
}

async function viewOf(ctx: ServiceContext, actor: Actor, id: string, now: Date): Promise<GardenPlant> {
  const row = await repo.findGardenPlant(ctx.db, actor.id, id);
  if (!row) throw plantNotFound();
  const { wilaya } = await gardenWilaya(ctx, actor.id);
  return plantView(row, wilaya, now);
}

/** Adds a plant the customer owns, from the species list (an unknown name is a 400). */
export async function addOwnPlant(ctx: ServiceContext, actor: Actor, input: { speciesName: string; nickname?: string }, lang: IdentifyLang): Promise<GardenPlant> {
  const species = careSpeciesOf(input.speciesName);
  if (!species.known || !species.name) {
    throw new AppError('BAD_REQUEST', msg.validation.invalidInput, { speciesName: msg.validation.invalidInput });
  }
  const label = careSpeciesList(lang).find((s) => s.name === species.name)?.commonName ?? species.name;
  const id = await repo.insertOwnPlant(ctx.db, actor.id, species.name, label, input.nickname?.trim() || null);
  return viewOf(ctx, actor, id, new Date());
}

async function change(ctx: ServiceContext, actor: Actor, id: string, set: Parameters<typeof repo.updateGardenPlant>[3]) {
  requireSignedIn(actor);
  const changed = await repo.updateGardenPlant(ctx.db, actor.id, id, set);
  if (!changed) throw plantNotFound();
}

export async function updatePlant(ctx: ServiceContext, actor: Actor, id: string, input: { nickname?: string | null; lastWatered?: string }, now = new Date()): Promise<GardenPlant> {
  const set: Parameters<typeof repo.updateGardenPlant>[3] = {};
  if (input.nickname !== undefined) set.nickname = input.nickname?.trim() || null;
  if (input.lastWatered !== undefined) {
    const today = algiersDay(now);
    if (!isCalendarDate(input.lastWatered) || input.lastWatered > today || input.lastWatered < addDays(today, -365)) {
      throw new AppError('BAD_REQUEST', msg.validation.invalidInput, { lastWatered: msg.validation.invalidInput });
    }
    set.wateredAt = new Date(`${input.lastWatered}T12:00:00+01:00`);
  }
  await change(ctx, actor, id, set);
  return viewOf(ctx, actor, id, now);
}

export async function removePlant(ctx: ServiceContext, actor: Actor, id: string): Promise<{ id: string; removed: true }> {
  requireSignedIn(actor);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.updateGardenPlant(tx, actor.id, id, { removedAt: new Date() }))) throw plantNotFound();
    await repo.unsaveIdentificationOf(tx, actor.id, id);
  });
  return { id, removed: true };
}

/** "Done": the task's last date becomes now, so its next date moves one interval on. */
export async function markTaskDone(ctx: ServiceContext, actor: Actor, id: string, task: CareTask, now = new Date()): Promise<GardenPlant> {
  const column = task === 'water' ? 'wateredAt' : task === 'feed' ? 'fedAt' : 'repottedAt';
  await change(ctx, actor, id, { [column]: now });
  return viewOf(ctx, actor, id, now);
}

/** The customer's own photo of the plant (checked and re-encoded like every upload: lib/images.ts). */
export async function setPhoto(ctx: ServiceContext, actor: Actor, id: string, file: Buffer): Promise<GardenPlant> {
  if (!(await repo.findGardenPlant(ctx.db, actor.id, id))) throw plantNotFound();
  const image = await unsafeStoreImage(ctx, actor, file);
  await change(ctx, actor, id, { photoId: image.id });
  return viewOf(ctx, actor, id, new Date());
}

export async function updateSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: { wilaya?: number | null; weeklyEmail?: boolean },
  lang: IdentifyLang,
): Promise<{ wilaya: number | null; weeklyEmail: boolean }> {
  requireSignedIn(actor);
  if (input.wilaya != null && !wilayaByCode(input.wilaya)) {
    throw new AppError('BAD_REQUEST', msg.validation.invalidInput, { wilaya: msg.validation.invalidInput });
  }
  const row = await repo.upsertGardenSettings(ctx.db, actor.id, newToken(), { ...input, lang });
  return { wilaya: row.wilaya, weeklyEmail: row.weeklyEmail };
}
