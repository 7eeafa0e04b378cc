/**
 * The ad platforms the server tells of conversions (docs/contract.md §9, docs/decisions/034-conversions-told-by-the-server.md).
 * Each declares itself once: its brand, and its three settings (the pixel the browser loads, the
 * token of its server API, the code of its test events), each with the environment variable read
 * when none is saved. The settings policy, the settings columns, the owner's card and the server's
 * modules (`server/integrations/conversions/<id>.ts`, kept equal to this list by a mapped type)
 * read these declarations. No secret and no code of a platform lives here: the browser loads it.
 */

export interface AdPlatformDeclaration {
  /** The brand shown to the owner (a name: not translated). */
  label: string;
  /** The settings' names (the settings row's fields and the card's), and their environment variables. */
  pixelField: string;
  tokenField: string;
  testCodeField: string;
  /** What its pixel id looks like, as its Events Manager shows it. */
  pixelPattern: RegExp;
  env: { pixel: string; token: string; testCode: string; url: string };
}

/** The registry: one line per platform. The order is the card's. */
export const AD_PLATFORM_INFO = {
  meta: {
    label: 'Meta',
    pixelField: 'metaPixelId',
    tokenField: 'metaAccessToken',
    testCodeField: 'metaTestEventCode',
    pixelPattern: /^\d{5,30}$/,
    env: { pixel: 'META_PIXEL_ID', token: 'META_ACCESS_TOKEN', testCode: 'META_TEST_EVENT_CODE', url: 'META_GRAPH_URL' },
  },
  tiktok: {
    label: 'TikTok',
    pixelField: 'tiktokPixelId',
    tokenField: 'tiktokAccessToken',
    testCodeField: 'tiktokTestEventCode',
    pixelPattern: /^[A-Za-z0-9]{5,40}$/,
    env: { pixel: 'TIKTOK_PIXEL_ID', token: 'TIKTOK_ACCESS_TOKEN', testCode: 'TIKTOK_TEST_EVENT_CODE', url: 'TIKTOK_EVENTS_URL' },
  },
} as const satisfies Record<string, AdPlatformDeclaration>;

export type AdPlatformId = keyof typeof AD_PLATFORM_INFO;
export const AD_PLATFORMS = Object.keys(AD_PLATFORM_INFO) as [AdPlatformId, ...AdPlatformId[]];
export const isAdPlatformId = (value: unknown): value is AdPlatformId => typeof value === 'string' && Object.hasOwn(AD_PLATFORM_INFO, value);

/** Every setting the platforms declare: the pixel, the token (a secret) and the test code of each. */
export const AD_PLATFORM_FIELDS: readonly { name: string; secret: boolean }[] = AD_PLATFORMS.flatMap((id) => {
  const p: AdPlatformDeclaration = AD_PLATFORM_INFO[id];
  return [
    { name: p.pixelField, secret: false },
    { name: p.tokenField, secret: true },
    { name: p.testCodeField, secret: false },
  ];
});

/** The conversions the shop tells: an order placed, an order paid (a COD order: delivered and its cash reported). */
export const CONVERSIONS = ['lead', 'purchase'] as const;
export type Conversion = (typeof CONVERSIONS)[number];
