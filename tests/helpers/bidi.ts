/**
 * Whether every bidi embedding or override (U+202A–U+202E) in `text` sits inside an isolate (LRI, RLI
 * or FSI … PDI) that closes on the same line: then nothing typed into a value can reorder the text
 * around it (UAX #9: a PDI ends the embeddings opened inside its isolate; a line is a paragraph).
 */
export function overridesContained(text: string): boolean {
  for (const line of text.split(/\r?\n/)) {
    let depth = 0;
    for (const ch of line) {
      if (ch === '\u2066' || ch === '\u2067' || ch === '\u2068') depth++;
      else if (ch === '\u2069') depth = Math.max(0, depth - 1);
      else if (/[\u202a-\u202e]/.test(ch) && depth === 0) return false;
    }
    if (depth !== 0) return false;
  }
  return true;
}
