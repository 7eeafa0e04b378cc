import { createContext, useContext, useId, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { controlBoxClass } from './control-box';

/*
 * One choice among a few, as native radio buttons named alike: the browser gives them their role and
 * the radio group's keyboard (arrow keys move and choose, skipping a disabled one; Tab enters at the
 * checked one). Radix's radio group did the same with buttons, roving focus, a collection and
 * presence, ~8 KB gzipped on the checkout's first visit (docs/decisions/010-js-budget.md).
 */
interface Group {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
}
const GroupContext = createContext<Group>({ name: '', value: '', onValueChange: () => {} });

type RadioGroupProps = Omit<ComponentProps<'div'>, 'onChange'> & { value: string; onValueChange: (value: string) => void };

export function RadioGroup({ value, onValueChange, className, ...props }: RadioGroupProps) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  // A choice made on the server's page before React took it over (its code is still on its way on a
  // slow network) is on screen but not in the state: React hydrates a radio as the browser
  // left it and hears no change. The next render of the group (a wilaya picked, a language switch) then
  // wrote the state back (the default): the checkout's Cash on Delivery became a bank-transfer order
  // (docs/decisions/026-choice-kept.md). So the group takes, once, the radio the browser shows checked.
  // In the hydrating commit itself, before anything can draw the group again; a no-op when drawn by the browser.
  useLayoutEffect(() => {
    const shown = group.current?.querySelector<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(name)}"]:checked`);
    if (shown && !shown.disabled && shown.value !== value) onValueChange(shown.value);
    // Once, on mount: only what came before the code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <GroupContext.Provider value={{ name, value, onValueChange }}>
      <div ref={group} role="radiogroup" data-slot="radio-group" className={cn('grid gap-3', className)} {...props} />
    </GroupContext.Provider>
  );
}

type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'name' | 'value' | 'checked' | 'onChange'> & { value: string };

/** The checked one is filled with a dot (an inset ring of the page's colour); forced colours get the system's radio. */
export function RadioGroupItem({ value, className, ...props }: RadioGroupItemProps) {
  const group = useContext(GroupContext);
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      name={group.name}
      value={value}
      checked={group.value === value}
      onChange={() => group.onValueChange(value)}
      className={cn(
        controlBoxClass,
        'appearance-none rounded-full checked:border-primary checked:bg-primary checked:shadow-[inset_0_0_0_3px_var(--color-background)] forced-colors:appearance-auto',
        className,
      )}
      {...props}
    />
  );
}
