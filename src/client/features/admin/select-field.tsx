import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectOptionItems, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { cn } from '@client/lib/cn';
import { useTranslator } from '@client/lib/i18n';

/** Radix items cannot have an empty value: this one stands for "none" and maps to ''. */
const NONE = '__none__';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Label of an extra first option meaning "none" (value ''). */
  noneLabel?: string;
  /** Validation message: a catalogue key (zod messages are keys), shown in the reader's language. */
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/** Label + select + error for react-hook-form (through a Controller), wired like FormField. */
export function SelectField({ id, label, value, onChange, options, placeholder, noneLabel, error: errorKey, disabled, className }: SelectFieldProps) {
  // A schema's message is a catalogue key, as in FormField: shown in the reader's language.
  const tr = useTranslator();
  const error = errorKey && tr.text(errorKey);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      <Select value={value === '' && noneLabel ? NONE : value} onValueChange={(v) => onChange(v === NONE ? '' : v)} disabled={disabled}>
        <SelectTrigger id={id} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
          <SelectOptionItems options={options} />
        </SelectContent>
      </Select>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
