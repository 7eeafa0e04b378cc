import { useId, useMemo, useState, type ComponentProps } from 'react';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’-]/g, ' ');

const labelOf = (w: ShippingWilaya) => `${w.code} ${w.nameFr} — ${w.nameAr}`;

/**
 * A searchable wilaya picker (ARIA combobox): type a number, a French name (accents optional) or an
 * Arabic name, then choose. `id` and the aria props come from FormField.
 */
export function WilayaSelect({
  wilayas,
  value,
  onChange,
  placeholder,
  emptyText,
  ...inputProps
}: {
  wilayas: readonly ShippingWilaya[];
  value: string;
  onChange: (code: string) => void;
  placeholder: string;
  emptyText: string;
} & Omit<ComponentProps<typeof Input>, 'value' | 'onChange'>) {
  const listId = useId();
  const selected = wilayas.find((w) => w.code === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? (selected ? labelOf(selected) : '');
  const matches = useMemo(() => {
    const q = fold(text ?? '').trim();
    if (!q) return wilayas;
    return wilayas.filter((w) => w.code === q || w.code.startsWith(q) || fold(w.nameFr).includes(q) || w.nameAr.includes(text!.trim()));
  }, [text, wilayas]);

  const choose = (w: ShippingWilaya) => {
    onChange(w.code);
    setText(null);
    setOpen(false);
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={placeholder}
        value={shown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, matches.length - 1));
          else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (e.key === 'Enter' && open && matches[active]) choose(matches[active]);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md">
          {matches.length === 0 ? <li className="px-2 py-1.5 text-muted-foreground">{emptyText}</li> : null}
          {matches.map((w, i) => (
            <li
              key={w.code}
              role="option"
              aria-selected={w.code === value}
              className={cn('cursor-pointer rounded px-2 py-1.5', i === active && 'bg-accent')}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(w);
              }}
            >
              {labelOf(w)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
