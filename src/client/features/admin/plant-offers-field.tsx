import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { PlusIcon, XIcon } from 'lucide-react';
import type { PlantFormValues } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useMessages } from '@client/lib/i18n';
import { interpolate } from '@client/lib/interpolate';

type Offer = NonNullable<PlantFormValues['offers']>[number];

/** At most this many offers a plant (the schema's limit). */
const MAX_OFFERS = 5;

/** The offers' paths, for the server's field errors (`offers.1.percentOff`…). */
export const OFFER_FIELDS = Array.from({ length: MAX_OFFERS }, (_, i) => [`offers.${i}.minQuantity`, `offers.${i}.percentOff`]).flat();

/** A number typed, as the schema reads it: empty or not a number is NaN (refused), never 0 by accident. */
const typed = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (n: number) => (Number.isFinite(n) ? String(n) : '');

/**
 * A plant's quantity offers (docs/contract.md §8): "from N units, P % off each", up to five. One
 * controlled value like the photos (no field arrays: JS budget). The server's one quote applies them.
 */
export function PlantOffersField({ control, errors }: { control: Control<PlantFormValues>; errors: FieldErrors<PlantFormValues>['offers'] }) {
  const t = useMessages().admin.offers;
  const { field } = useController({ control, name: 'offers' });
  const offers: Offer[] = field.value ?? [];
  const change = (i: number, patch: Partial<Offer>) => field.onChange(offers.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const next = () => ({ minQuantity: Math.max(1, ...offers.map((o) => (Number.isFinite(o.minQuantity) ? o.minQuantity : 1))) + 1, percentOff: 10 });

  return (
    <fieldset className="grid gap-3 rounded-md border p-4" data-testid="plant-offers-field">
      <legend className="px-1 text-sm font-medium">{t.title}</legend>
      <p className="text-sm text-muted-foreground">{t.hint}</p>
      {typeof errors?.message === 'string' && <p className="text-sm text-destructive">{errors.message}</p>}
      {offers.length > 0 && (
        <ol className="grid gap-2">
          {offers.map((o, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2" data-testid="plant-offer">
              <FormField label={t.from} id={`plant-offer-${i}-from`} error={errors?.[i]?.minQuantity?.message} className="w-36">
                <Input type="number" inputMode="numeric" min={2} step={1} value={shown(o.minQuantity)} onChange={(e) => change(i, { minQuantity: typed(e.target.value) })} onBlur={field.onBlur} />
              </FormField>
              <FormField label={t.percent} id={`plant-offer-${i}-percent`} error={errors?.[i]?.percentOff?.message} className="w-36">
                <Input type="number" inputMode="numeric" min={1} max={90} step={1} value={shown(o.percentOff)} onChange={(e) => change(i, { percentOff: typed(e.target.value) })} onBlur={field.onBlur} />
              </FormField>
              <Button type="button" size="icon" variant="outline" className="mb-0.5" aria-label={interpolate(t.remove, { n: shown(o.minQuantity) })} onClick={() => field.onChange(offers.filter((_, j) => j !== i))}>
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {offers.length < MAX_OFFERS && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => field.onChange([...offers, next()])}>
          <PlusIcon aria-hidden />
          {t.add}
        </Button>
      )}
    </fieldset>
  );
}
