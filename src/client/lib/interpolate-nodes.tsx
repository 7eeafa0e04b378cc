import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` placeholders of a catalogue text with elements, for a value that needs its own
 * styling inside a translated sentence (the order number in monospace inside "الطلب {number}",
 * where a monospace font for the whole heading would draw the Arabic word in a fallback font).
 */
export function interpolateNodes(template: string, vars: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{key !== undefined && key in vars ? vars[key] : part}</Fragment>;
  });
}
