import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useMessages } from '@client/lib/i18n';

/**
 * The discount code field of the checkout and the express form (docs/contract.md §8). Named `couponCode`,
 * so a form posted before the page's code sends it; with the code, "Apply" (or leaving the field) asks the
 * server's quote, whose refusal shows as the field's error.
 */
export function CouponField({
  id,
  defaultValue = '',
  error,
  autoFocus,
  onChange,
  onApply,
}: {
  id: string;
  defaultValue?: string;
  error?: string | undefined;
  /** Opened on a tap ("Discount code"): the field takes the focus. */
  autoFocus?: boolean;
  onChange?: (code: string) => void;
  onApply(code: string): void;
}) {
  const t = useMessages().coupons.field;
  const [code, setCode] = useState(defaultValue);
  return (
    <div className="flex items-end gap-2">
      <FormField label={t.label} id={id} error={error} className="min-w-0 flex-1">
        <Input
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={50}
          placeholder={t.placeholder}
          defaultValue={defaultValue}
          autoFocus={autoFocus}
          onChange={(e) => {
            setCode(e.target.value);
            onChange?.(e.target.value);
          }}
          onBlur={() => onApply(code.trim())}
        />
      </FormField>
      <Button type="button" variant="outline" onClick={() => onApply(code.trim())} data-testid={`${id}-apply`} className={error ? 'mb-6' : undefined}>
        {t.apply}
      </Button>
    </div>
  );
}
