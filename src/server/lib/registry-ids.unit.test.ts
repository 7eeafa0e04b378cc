import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDENTIFY_ENGINE_IDS } from '@shared/domain/identify-engines';
import { PAYMENT_METHODS } from '@shared/domain/payment-methods';

/**
 * docs/style.md "One schema, declared once" and docs/decisions/031-registries.md: a payment method's or an
 * identification engine's id is written, quoted, only in its registry and in its own module. Everyone else asks
 * the declaration (`collectsOnDelivery`, `paidBeforePlacing`, `shopPlantsOnly`…), so adding one cannot miss a place.
 */
const root = path.resolve(import.meta.dirname, '../../..');

/** Where the ids may be written: the registries, and each method's or engine's own module. */
const REGISTRIES = [
  'src/shared/domain/payment-methods.ts',
  'src/shared/domain/identify-engines.ts',
  'src/server/features/checkout/methods/index.ts',
  'src/server/features/identify/identify.engines.ts',
];
/** A method's own modules: `checkout/methods/<id with dashes>.ts` and `integrations/<id>/`. */
const methodModules = (id: string) => [`src/server/features/checkout/methods/${id.replaceAll('_', '-')}.ts`, `src/server/integrations/${id}/`];
/** An engine's own module: `integrations/identify/<id>/`. */
const engineModules = (id: string) => [`src/server/integrations/identify/${id}/`];

const skipped = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('src/server/db/migrations/') || REGISTRIES.includes(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !skipped(file) ? [file] : [];
  });
}

/** Every `file:line` where one of these ids is written in quotes, outside the id's own modules. */
export function strayIds(files: readonly string[], ids: readonly string[], ownModules: (id: string) => string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = read(file).split('\n');
    for (const id of ids) {
      if (ownModules(id).some((own) => file === own || (own.endsWith('/') && file.startsWith(own)))) continue;
      const quoted = new RegExp(`(['"\`])${id}\\1`);
      lines.forEach((line, i) => {
        // A package's name is not the method's id (`import Stripe from 'stripe'` lives in the method's module anyway).
        if (quoted.test(line) && !/^\s*import\b/.test(line)) found.push(`${file}:${i + 1} '${id}'`);
      });
    }
  }
  return found;
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('method and engine ids stay in their registries', () => {
  const files = sourceFiles('src');

  it('scans the sources (a guard that reads nothing cannot fail)', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain('src/server/features/checkout/checkout.service.ts');
  });

  it('compares no payment-method id by string outside its registry and its own module', () => {
    expect(strayIds(files, PAYMENT_METHODS, methodModules, read)).toEqual([]);
  });

  it('compares no identification-engine id by string outside its registry and its own module', () => {
    expect(strayIds(files, IDENTIFY_ENGINE_IDS, engineModules, read)).toEqual([]);
  });

  it('names the file and line of an id written elsewhere', () => {
    const source: Record<string, string> = {
      'src/client/x.tsx': "const a = 1;\nif (order.paymentMethod === 'cod') show();",
      'src/server/features/checkout/methods/cod.ts': "export const id = 'cod';",
      'src/server/integrations/identify/plantnet/plantnet.engine.ts': "id: 'plantnet',",
      'src/server/y.ts': 'const e = `plantnet`;',
    };
    const files = Object.keys(source);
    expect(strayIds(files, ['cod'], methodModules, (f) => source[f]!)).toEqual(["src/client/x.tsx:2 'cod'"]);
    expect(strayIds(files, ['plantnet'], engineModules, (f) => source[f]!)).toEqual(["src/server/y.ts:1 'plantnet'"]);
  });
});
