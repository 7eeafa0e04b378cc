import { z } from 'zod';
import { AD_PLATFORM_INFO, AD_PLATFORMS, type AdPlatformDeclaration } from '../domain/ad-platforms';
import { msg } from '../messages';
import { defineRoute } from './http';

/**
 * The owner's ad platforms (docs/contract.md §9): per platform its pixel, its server API's token (masked
 * like every secret: '********' + last 8 characters) and its test events' code, whether events are sent
 * (`configured`: a pixel and a token in force), and what the queue did in the last 30 days.
 */
const PlatformSettingsSchema = z.object({
  label: z.string(),
  pixelId: z.string(),
  accessToken: z.string(),
  testEventCode: z.string(),
  configured: z.boolean(),
  queue: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int(), dropped: z.number().int() }),
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;
export const ConversionSettingsSchema = z.record(z.enum(AD_PLATFORMS), PlatformSettingsSchema);
export type ConversionSettings = z.infer<typeof ConversionSettingsSchema>;

const e = msg.admin.conversions.errors;
/** A token sent masked or empty keeps the stored one, null removes it. */
const TokenSchema = z.string().trim().max(1000).regex(/^[\x21-\x7e]*$/, e.invalidToken).nullable();
const CodeSchema = z.string().trim().max(100).regex(/^[A-Za-z0-9_-]*$/, e.invalidCode);

/** Each platform's three settings, by the names it declares (`metaPixelId`, `metaAccessToken`, `metaTestEventCode`, …); empty clears (the environment's applies). */
export const ConversionSettingsUpdateSchema = z
  .object(
    Object.fromEntries(
      AD_PLATFORMS.flatMap((id) => {
        const p: AdPlatformDeclaration = AD_PLATFORM_INFO[id];
        return [
          [p.pixelField, z.union([z.literal(''), z.string().trim().regex(p.pixelPattern, e.invalidPixel)])],
          [p.tokenField, TokenSchema],
          [p.testCodeField, CodeSchema],
        ];
      }),
    ) as Record<string, z.ZodType<string | null>>,
  )
  .partial()
  .strict();
export type ConversionSettingsUpdate = Partial<Record<string, string | null>>;

export const ConversionTestInputSchema = z.object({ platform: z.enum(AD_PLATFORMS) }).strict();

/**
 * The owner's Test: whether an event was sent (not while the platform is not set up or has no test code:
 * `answer` then says why, in the reader's language), whether the platform accepted it, and its answer in
 * its own words.
 */
export const ConversionTestSchema = z.object({ platform: z.enum(AD_PLATFORMS), sent: z.boolean(), accepted: z.boolean(), answer: z.string() });
export type ConversionTest = z.infer<typeof ConversionTestSchema>;

export const conversionsContract = {
  settings: defineRoute({ method: 'GET', path: '/api/admin/conversions', response: ConversionSettingsSchema }),
  updateSettings: defineRoute({ method: 'PATCH', path: '/api/admin/conversions', body: ConversionSettingsUpdateSchema, response: ConversionSettingsSchema }),
  test: defineRoute({ method: 'POST', path: '/api/admin/conversions/test', body: ConversionTestInputSchema, response: ConversionTestSchema }),
};
