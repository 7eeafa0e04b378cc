/** Fills `{name}` placeholders of a catalogue text; unknown placeholders stay as they are. */
export function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match));
}

/** "1 item" / "3 items": `one` when n is 1, else `many` with `{n}` filled. */
export function countText(n: number, one: string, many: string): string {
  return n === 1 ? interpolate(one, { n }) : interpolate(many, { n });
}
