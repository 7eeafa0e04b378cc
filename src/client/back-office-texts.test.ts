import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under `dir`, tests left out. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Where the back office's pages live: their texts are installed before they render (lib/back-office-texts.ts). */
const BACK_OFFICE_DIRS = ['src/client/pages/admin/', 'src/client/features/admin/', 'src/client/features/analytics/'];
const READS_BACK_OFFICE_TEXTS = /\w\.(?:admin|orderDesk|analytics)\.\w/;

describe('the back office’s words stay out of the pages customers load (vite.config.ts, backOfficeTexts)', () => {
  it('are read only by the admin pages: a customer’s page would show them empty', () => {
    const readers = sourcesUnder('src/client')
      .filter((file) => !BACK_OFFICE_DIRS.some((dir) => file.startsWith(dir)))
      .filter((file) => READS_BACK_OFFICE_TEXTS.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});
