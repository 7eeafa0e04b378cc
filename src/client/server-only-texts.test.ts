import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@shared/messages/en';

/** Every file under `dir` with one of the extensions. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file, extensions);
    return extensions.some((ext) => name.endsWith(ext)) ? [file] : [];
  });
}

describe('the texts only the server writes stay on the server (vite.config.ts, serverOnlyTexts)', () => {
  it('are in the catalogue the server reads: the e-mails, the pages’ heads, the codes’ and the catalogue files’ refusals', () => {
    expect(Object.keys(en.emails)).toEqual(['order', 'desk', 'account', 'review', 'alerts', 'refunds']);
    expect(Object.keys(en.seo)).toEqual(['siteTitle', 'siteDescription', 'identifyDescription', 'plantDescription']);
    expect(Object.keys(en.couponRefusals)).toContain('usedUp');
    expect(Object.keys(en.catalogSheet)).toContain('hasErrors');
  });

  it('are read by no browser module: the browser’s build replaces them with an empty object', () => {
    const readers = filesUnder('src/client', ['.ts', '.tsx']).filter((file) => /\b(m|msg)\.(emails|seo|couponRefusals|catalogSheet)\b|\.(emails|seo|couponRefusals|catalogSheet)\./.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });

  it('are read by no shared module the browser loads either', () => {
    const readers = filesUnder('src/shared', ['.ts', '.tsx'])
      .filter((file) => !file.includes('/messages/') && !file.endsWith('.test.ts'))
      .filter((file) => /\b(m|msg)\.(emails|seo|couponRefusals|catalogSheet)\b/.test(readFileSync(file, 'utf8')));
    // The route manifest's heads are called by the server alone (src/server/features/seo/page-head.ts).
    expect(readers).toEqual(['src/shared/route-manifest.ts']);
  });
});
