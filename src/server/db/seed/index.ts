import { sql, type SQL } from 'drizzle-orm';
import { parseMoney } from '@shared/domain/money';
import { DEFAULT_WILAYA_RATES } from '@shared/domain/shipping';
import type { Executor } from '../client';
import type { ServiceContext } from '../../context';
import { ensureAdminAccount } from '../../features/auth/auth.service';
import { categories, plants, settings, shippingRates } from '../schema';
import { seedCategories, seedPlants } from './catalogue.data';
import { seedPlantCareTranslations, type SeedCareTranslation } from './catalogue.care.translations';
import { seedCategoryTranslations, seedPlantTranslations, type SeedTranslation } from './catalogue.translations';

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

/**
 * The demo catalogue, only into an empty catalogue (an owner's own catalogue is never touched
 * beyond `translateDemoCatalogue`).
 */
export async function seedDemoCatalogue(ctx: ServiceContext): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    if ((existing?.n ?? 0) > 0) {
      await translateDemoCatalogue(tx);
      return false;
    }

    const inserted = await tx
      .insert(categories)
      .values(
        seedCategories.map((c) => ({
          name: c.name,
          description: c.description,
          ...translationValues(seedCategoryTranslations[c.slug]!),
          imageUrl: categoryImageUrl(c.slug),
        })),
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
        ...translationValues(seedPlantTranslations[p.slug]!),
        ...careTranslationValues(seedPlantCareTranslations[p.slug]!),
        careInstructions: p.careInstructions,
        careLevel: p.careLevel,
        lightRequirements: p.lightRequirements,
        wateringSchedule: p.wateringSchedule,
        imageUrl: plantImageUrl(p.slug),
        // The demo catalogue's drawing is its first photo (issue 39 item 2).
        images: [{ url: plantImageUrl(p.slug), alt: null, altFr: null, altAr: null }],
        categoryId: idBySlug.get(p.categorySlug)!,
        featured: p.featured,
        priceCentimes: parseMoney(p.price),
        originalPriceCentimes: p.originalPrice === null ? null : parseMoney(p.originalPrice),
        stock: p.stock,
        petSafe: p.petSafe,
        createdAt: new Date(now - (seedPlants.length - i) * 3_600_000),
      })),
    );
    return true;
  });
}

const translationValues = (t: SeedTranslation) => ({
  nameFr: t.fr.name,
  nameAr: t.ar.name,
  descriptionFr: t.fr.description,
  descriptionAr: t.ar.description,
});

const careTranslationValues = (t: SeedCareTranslation) => ({
  originFr: t.fr.origin,
  originAr: t.ar.origin,
  lightRequirementsFr: t.fr.lightRequirements,
  lightRequirementsAr: t.ar.lightRequirements,
  wateringScheduleFr: t.fr.wateringSchedule,
  wateringScheduleAr: t.ar.wateringSchedule,
  careInstructionsFr: t.fr.careInstructions,
  careInstructionsAr: t.ar.careInstructions,
});

/**
 * A demo catalogue seeded before translations existed gets them — but only a row that is still the
 * demo's own: same name, same description, and no translation typed by the owner yet. Anything the
 * owner changed or added is left as it is. Idempotent (a translated row no longer matches).
 */
async function translateDemoCatalogue(db: Executor): Promise<void> {
  const rows = (items: readonly { slug: string; name: string; description: string }[], translations: Record<string, SeedTranslation>) =>
    sql.join(
      items.map((item) => {
        const t = translations[item.slug]!;
        return sql`(${item.name}, ${item.description}, ${t.fr.name}, ${t.ar.name}, ${t.fr.description}, ${t.ar.description})`;
      }),
      sql`, `,
    );
  const fill = (table: SQL, values: SQL) => sql`
    update ${table} as t
    set name_fr = v.name_fr, name_ar = v.name_ar, description_fr = v.description_fr, description_ar = v.description_ar
    from (values ${values}) as v(name, description, name_fr, name_ar, description_fr, description_ar)
    where t.name = v.name and t.description = v.description
      and t.name_fr is null and t.name_ar is null and t.description_fr is null and t.description_ar is null`;
  await db.execute(fill(sql`categories`, rows(seedCategories, seedCategoryTranslations)));
  await db.execute(fill(sql`plants`, rows(seedPlants, seedPlantTranslations)));
  await translateDemoCare(db);
}

/**
 * The same for the plants' origin and care details (migration 0018): a demo plant whose name and
 * four default texts are still the demo's, and which has none of these translations yet.
 */
async function translateDemoCare(db: Executor): Promise<void> {
  const values = sql.join(
    seedPlants.map((p) => {
      const t = seedPlantCareTranslations[p.slug]!;
      return sql`(${p.name}, ${p.origin}, ${p.lightRequirements}, ${p.wateringSchedule}, ${p.careInstructions},
        ${t.fr.origin}, ${t.ar.origin}, ${t.fr.lightRequirements}, ${t.ar.lightRequirements},
        ${t.fr.wateringSchedule}, ${t.ar.wateringSchedule}, ${t.fr.careInstructions}, ${t.ar.careInstructions})`;
    }),
    sql`, `,
  );
  await db.execute(sql`
    update plants as t
    set origin_fr = v.origin_fr, origin_ar = v.origin_ar,
      light_requirements_fr = v.light_fr, light_requirements_ar = v.light_ar,
      watering_schedule_fr = v.watering_fr, watering_schedule_ar = v.watering_ar,
      care_instructions_fr = v.care_fr, care_instructions_ar = v.care_ar
    from (values ${values}) as v(name, origin, light, watering, care, origin_fr, origin_ar, light_fr, light_ar, watering_fr, watering_ar, care_fr, care_ar)
    where t.name = v.name and t.origin = v.origin and t.light_requirements = v.light
      and t.watering_schedule = v.watering and t.care_instructions = v.care
      and t.origin_fr is null and t.origin_ar is null and t.light_requirements_fr is null and t.light_requirements_ar is null
      and t.watering_schedule_fr is null and t.watering_schedule_ar is null
      and t.care_instructions_fr is null and t.care_instructions_ar is null`);
}
