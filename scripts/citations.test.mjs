import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The repository stands alone (issue 36, item 6): what a comment cites must be readable by someone who
 * cloned it. The product documents that lived beside the repository (decisions.md, style.md,
 * product-spec.md, algeria.md, ../shared/…) are in docs/ in its own words: docs/contract.md (same
 * section numbers, §1–§10) and docs/style.md.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = /\.(?:ts|tsx|mjs|js|css|html)$/;

function filesUnder(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(rel);
    return SOURCES.test(entry.name) ? [rel] : [];
  });
}

/** A citation of a document outside the repository: its name alone (not `docs/…`), or a path that leaves it. */
const OUTSIDE = [
  /(?<![\w/.-])(?:decisions|style)\.md\b/,
  /\b[Dd]ecisions §/,
  /\bproduct-spec\.md\b/,
  /\balgeria\.md\b/,
  /\.\.\/shared\/[\w.-]+\.md\b/,
  /\/work\/(?:shared|main|wt)\b/,
];

/** Every line of `files` that `pattern` finds, as `file:line: text`. */
function linesMatching(files, pattern) {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 140)}`] : [])),
  );
}

const files = [...filesUnder('src'), ...filesUnder('tests'), ...filesUnder('scripts')].filter((f) => f !== path.join('scripts', 'citations.test.mjs'));

describe('citations in the code', () => {
  it('point inside the repository (docs/contract.md, docs/style.md, docs/decisions), never to a document beside it', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(OUTSIDE.flatMap((pattern) => linesMatching(files, pattern))).toEqual([]);
  });

  it('cite a section of docs/contract.md that exists, and docs files that exist', () => {
    const sections = new Set([...readFileSync(path.join(root, 'docs/contract.md'), 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    expect([...sections].sort((a, b) => a - b)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const wrongSection = linesMatching(files, /docs\/contract\.md §\d+/).filter((line) =>
      [...line.matchAll(/docs\/contract\.md §(\d+)/g)].some((m) => !sections.has(m[1])),
    );
    expect(wrongSection).toEqual([]);
    const missing = linesMatching(files, /\bdocs\/[\w./-]+\.md\b/).filter((line) =>
      [...line.matchAll(/\bdocs\/([\w./-]+\.md)\b/g)].some((m) => !existsSync(path.join(root, 'docs', m[1]))),
    );
    expect(missing).toEqual([]);
  });

  it('finds a citation that leaves the repository (the check can fail)', () => {
    const sample = ['// decisions.md §4: cash on delivery', '/* see ../shared/style.md */', '// (decisions §2)', '// docs/contract.md §4, docs/style.md, docs/decisions/026-choice-kept.md'];
    expect(sample.map((line) => OUTSIDE.some((p) => p.test(line)))).toEqual([true, true, true, false]);
  });
});
