import { useState, type ReactNode } from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';

/**
 * An address the owner pastes elsewhere (a courier's webhook, the product feed), read-only, with a copy
 * button; where the page has no clipboard (an insecure origin, a refused permission) it is selected instead.
 */
export function CopyField(props: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  value: string;
  copyLabel: string;
  texts: { copy: string; copied: string };
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      (document.getElementById(props.id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <FormField label={props.label} id={props.id} description={props.description}>
      <div className="flex gap-2">
        <Input readOnly value={props.value} dir="ltr" className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} data-testid={props.testId} />
        <Button type="button" variant="outline" onClick={copy} aria-label={props.copyLabel}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? props.texts.copied : props.texts.copy}
        </Button>
      </div>
    </FormField>
  );
}
