import { expect } from 'vitest';

/** A text as a reader compares it: without accents, case, unbreakable spaces or runs of spaces. */
export const foldText = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** Every fact is in the assistant's answer (an array: one of these), compared folded; `fill` completes a fact (an order number). */
export function expectFacts(response: string, facts: readonly (string | readonly string[])[], fill: (fact: string) => string = (f) => f): void {
  const text = foldText(response);
  for (const fact of facts) {
    const options = (typeof fact === 'string' ? [fact] : fact).map((f) => foldText(fill(f)));
    expect(options.some((o) => text.includes(o)), `"${options.join('" or "')}" in:\n${response}`).toBe(true);
  }
}
