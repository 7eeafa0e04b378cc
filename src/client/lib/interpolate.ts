/** Fills `{name}` placeholders of a catalogue text; unknown placeholders stay as they are. */
export function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match));
}
