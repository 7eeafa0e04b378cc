import { useId, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { foldForSearch } from '@shared/domain/search-fold';

export { foldForSearch } from '@shared/domain/search-fold';

/**
 * A searchable picker (ARIA combobox with a listbox): type, then choose with the mouse or the arrows
 * and Enter. `matches(option, folded query)` decides what the typed text finds; `id` and the aria
 * props come from FormField.
 */
export function SearchCombobox<T>({
  options,
  value,
  onChange,
  keyOf,
  labelOf,
  matches,
  placeholder,
  emptyText,
  ...inputProps
}: {
  options: readonly T[];
  value: string;
  onChange: (key: string) => void;
  keyOf: (option: T) => string;
  labelOf: (option: T) => string;
  matches: (option: T, query: string) => boolean;
  placeholder: string;
  emptyText: string;
} & Omit<ComponentProps<typeof Input>, 'value' | 'onChange'>) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const selected = options.find((o) => keyOf(o) === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? (selected ? labelOf(selected) : '');
  // Text typed into a server-rendered field before the page's code ran (React leaves it on screen but
  // not in state) is the search: kept, and its choices shown while the field has the focus. In the
  // commit itself, so that a key pressed just after hydration finds it.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed === undefined || typed === shown) return;
    setText(typed);
    if (document.activeElement === input.current) setOpen(true);
    // Once, on mount: only what came before the code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const found = useMemo(() => {
    const q = foldForSearch(text ?? '').trim();
    return q ? options.filter((o) => matches(o, q)) : options;
  }, [text, options, matches]);

  const choose = (option: T) => {
    onChange(keyOf(option));
    setText(null);
    setOpen(false);
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        ref={input}
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
          if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, found.length - 1));
          else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (e.key === 'Enter' && open && found[active]) choose(found[active]);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md">
          {found.length === 0 ? <li className="px-2 py-1.5 text-muted-foreground">{emptyText}</li> : null}
          {found.map((o, i) => (
            <li
              key={keyOf(o)}
              role="option"
              aria-selected={keyOf(o) === value}
              className={cn('cursor-pointer rounded px-2 py-1.5', i === active && 'bg-accent')}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              {labelOf(o)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
