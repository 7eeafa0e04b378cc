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

describe('the e-mails’ texts stay on the server (vite.config.ts, serverOnlyTexts)', () => {
  it('are in the catalogue the server reads', () => {
    expect(Object.keys(en.emails)).toEqual(['order', 'desk', 'account', 'review', 'alerts', 'refunds']);
  });

  it('are read by no browser module: the browser’s build replaces them with an empty object', () => {
    const readers = filesUnder('src/client', ['.ts', '.tsx']).filter((file) => /\bm\.emails\b|\bmsg\.emails\b|\.emails\./.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});
