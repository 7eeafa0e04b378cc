import type { LazySelectProps } from './lazy-select';
import { Select, SelectContent, SelectOptionItems, SelectTrigger, SelectValue } from './select';

/** LazySelect once used: the Radix select, open at first (the click that loaded it asked for the list). */
export default function OptionsSelect({ value, options, onValueChange, label, className }: LazySelectProps<string>) {
  return (
    <Select defaultOpen value={value} onValueChange={onValueChange}>
      <SelectTrigger className={className} aria-label={label} autoFocus>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectOptionItems options={options} />
      </SelectContent>
    </Select>
  );
}
