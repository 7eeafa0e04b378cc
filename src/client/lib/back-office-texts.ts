import type { Locale, Messages } from '@shared/messages';

/**
 * The back office's words, installed before an admin page renders (vite.config.ts, backOfficeTexts):
 * every other page's catalogue holds these sections' keys with empty texts, so shoppers never download
 * them. This module is the one importer the build gives the real text modules to. In development and
 * in tests the catalogue is whole already, and installing copies the words onto themselves.
 */
type BackOffice = Pick<Messages, 'admin' | 'orderDesk' | 'analytics'>;

const TEXTS: Record<Locale, () => Promise<BackOffice>> = {
  en: async () => {
    const [{ adminEn }, { orderDeskEn }, { analyticsEn }] = await Promise.all([
      import('@shared/messages/admin.en'),
      import('@shared/messages/order-desk.en'),
      import('@shared/messages/analytics.en'),
    ]);
    return { admin: adminEn, orderDesk: orderDeskEn, analytics: analyticsEn } as BackOffice;
  },
  fr: async () => {
    const [{ adminFr }, { orderDeskFr }, { analyticsFr }] = await Promise.all([
      import('@shared/messages/admin.fr'),
      import('@shared/messages/order-desk.fr'),
      import('@shared/messages/analytics.fr'),
    ]);
    return { admin: adminFr, orderDesk: orderDeskFr, analytics: analyticsFr } as BackOffice;
  },
  ar: async () => {
    const [{ adminAr }, { orderDeskAr }, { analyticsAr }] = await Promise.all([
      import('@shared/messages/admin.ar'),
      import('@shared/messages/order-desk.ar'),
      import('@shared/messages/analytics.ar'),
    ]);
    return { admin: adminAr, orderDesk: orderDeskAr, analytics: analyticsAr } as BackOffice;
  },
};

/** Copies `from`'s texts into `into` in place: every translator holding `into` reads them from now on. */
function fillIn(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) {
    const target = into[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && target && typeof target === 'object') fillIn(target as Record<string, unknown>, value as Record<string, unknown>);
    else into[key] = value;
  }
}

let wanted = false;
const installed = new WeakSet<object>();

/** Before an admin page renders, and for each language switched to afterwards: that catalogue gets the back office's words. */
export async function installBackOfficeTexts(locale: Locale, catalogue: Messages): Promise<void> {
  wanted = true;
  if (installed.has(catalogue)) return;
  const texts = await TEXTS[locale]();
  fillIn(catalogue as unknown as Record<string, unknown>, texts as unknown as Record<string, unknown>);
  installed.add(catalogue);
}

/** True once an admin page was opened in this tab: a language switched to then needs the words too. */
export const backOfficeWanted = () => wanted;
