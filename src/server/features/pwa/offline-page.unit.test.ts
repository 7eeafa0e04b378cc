import { describe, expect, it } from 'vitest';
import { catalogues } from '@shared/messages/catalogues';
import { keptLinksOnly } from '@shared/offline';
import { offlinePageHtml } from './pwa.service';

const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
const paragraph = (html: string) => /<p[^>]*>([^<]*)<\/p>/.exec(html)![1];

describe('the offline page as the worker shows it', () => {
  it('offers only the pages the phone has kept, in the reader’s language', () => {
    const page = keptLinksOnly(offlinePageHtml('fr'), new Set(['/']));
    expect(links(page)).toEqual(['', '/']);
    expect(paragraph(page)).toBe(catalogues.fr.offline.pageText);
    expect(links(keptLinksOnly(offlinePageHtml('ar'), new Set(['/', '/shop'])))).toEqual(['', '/', '/shop']);
  });

  it('with neither the home page nor the shop kept (a signed-in reader’s pages are never kept), says so and sends nowhere but a retry', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const page = keptLinksOnly(offlinePageHtml(locale), new Set());
      expect(links(page)).toEqual(['']);
      expect(paragraph(page)).toBe(catalogues[locale].offline.pageTextNothingKept);
      expect(page).not.toContain(catalogues[locale].offline.pageText);
    }
  });
});
