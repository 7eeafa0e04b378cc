import { sql } from 'drizzle-orm';
import { parseMoney } from '@shared/domain/money';
import { DEFAULT_WILAYA_RATES } from '@shared/domain/shipping';
import type { ServiceContext } from '../../context';
import { ensureAdminAccount } from '../../features/auth/auth.service';
import { categories, plants, settings, shippingRates } from '../schema';
import { seedCategories, seedPlants } from './catalogue.data';

const SEED_LOCK_ID = 727_002;

export const plantImageUrl = (slug: string) => `/images/plants/${slug}.svg`;
export const categoryImageUrl = (slug: string) => `/images/categories/${slug}.svg`;

export interface SeedResult {
  /** Set only when an admin was created with a random password: print it once. */
  generatedAdmin?: { email: string; password: string };
  seededCatalogue: boolean;
}

/** Idempotent: safe on every start, and when several instances start at once. */
export async function seedDatabase(ctx: ServiceContext): Promise<SeedResult> {
  const created = await ctx.db.insert(settings).values({ id: 1 }).onConflictDoNothing().returning({ id: settings.id });
  // A new shop starts with the seeded courier table; an existing one keeps what its admin made of it.
  if (created.length > 0) await seedShippingRates(ctx);
  const generatedAdmin = await ensureAdminAccount(ctx);
  const seededCatalogue = ctx.config.seedDemoCatalogue ? await seedDemoCatalogue(ctx) : false;
  return { ...(generatedAdmin ? { generatedAdmin } : {}), seededCatalogue };
}

export async function seedShippingRates(ctx: ServiceContext): Promise<void> {
  await ctx.db
    .insert(shippingRates)
    .values(DEFAULT_WILAYA_RATES.map((r) => ({ wilaya: r.wilaya, homeCentimes: r.home, deskCentimes: r.desk, daysMin: r.days.min, daysMax: r.days.max })))
    .onConflictDoNothing();
}

/** The demo catalogue, only into an empty catalogue (an owner's own catalogue is never touched). */
export async function seedDemoCatalogue(ctx: ServiceContext): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    if ((existing?.n ?? 0) > 0) return false;

    const inserted = await tx
      .insert(categories)
      .values(
        seedCategories.map((c) => ({ name: c.name, description: c.description, imageUrl: categoryImageUrl(c.slug) })),
      )
      .returning({ id: categories.id, name: categories.name });
    const idBySlug = new Map(seedCategories.map((c) => [c.slug, inserted.find((r) => r.name === c.name)!.id]));

    // Spread creation times so "Newest" has a stable, meaningful order.
    const now = Date.now();
    await tx.insert(plants).values(
      seedPlants.map((p, i) => ({
        name: p.name,
        commonName: p.commonName,
        scientificName: p.scientificName,
        family: p.family,
        origin: p.origin,
        description: p.description,
        careInstructions: p.careInstructions,
        careLevel: p.careLevel,
        lightRequirements: p.lightRequirements,
        wateringSchedule: p.wateringSchedule,
        imageUrl: plantImageUrl(p.slug),
        categoryId: idBySlug.get(p.categorySlug)!,
        featured: p.featured,
        priceCentimes: parseMoney(p.price),
        originalPriceCentimes: p.originalPrice === null ? null : parseMoney(p.originalPrice),
        stock: p.stock,
        rating: p.rating,
        reviewCount: p.reviewCount,
        petSafe: p.petSafe,
        createdAt: new Date(now - (seedPlants.length - i) * 3_600_000),
      })),
    );
    return true;
  });
}
