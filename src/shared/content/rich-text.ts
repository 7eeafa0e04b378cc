/**
 * Prose with links and bold runs, as data: the help pages render it as React, the chat assistant
 * reads it as plain words. Plain strings, links (in-app `href`) and bold runs.
 */
export type RichPart = string | { text: string; href: string } | { strong: string };
export type RichText = readonly RichPart[];

/** The text of a rich answer, links and bold runs as plain words. */
export function richTextToPlain(parts: RichText): string {
  return parts.map((p) => (typeof p === 'string' ? p : 'text' in p ? p.text : p.strong)).join('');
}

/** The links of a rich answer, in order. */
export function richTextLinks(parts: RichText): { text: string; href: string }[] {
  return parts.filter((p): p is { text: string; href: string } => typeof p !== 'string' && 'href' in p);
}
