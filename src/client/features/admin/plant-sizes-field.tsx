import { useEffect, useRef } from 'react';
import { useController, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister } from 'react-hook-form';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { MAX_PLANT_VARIANTS, type Plant, type PlantFormValues, type PlantVariant } from '@shared/contracts/catalog';
import { hasSizes } from '@shared/domain/sizes';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { interpolate } from '@client/lib/interpolate';

type Values = PlantFormValues;

/** A size in the form: what its inputs hold (empty: not written), and the id of a size the plant already has. */
export interface SizeFormValue {
  id?: number;
  label: string;
  labelFr: string;
  labelAr: string;
  sku: string;
  price: string;
  originalPrice: string;
  stock: string;
}

const SIZE_KEYS = ['id', 'label', 'labelFr', 'labelAr', 'sku', 'price', 'originalPrice', 'stock'] as const;

/** The sizes' paths, for the server's field errors (`variants.2.label`, `variants.0.sku`…), and the list's own. */
export const SIZE_FIELDS = ['variants', ...Array.from({ length: MAX_PLANT_VARIANTS }, (_, i) => SIZE_KEYS.map((k) => `variants.${i}.${k}`)).flat()];

const blankSize = (): SizeFormValue => ({ label: '', labelFr: '', labelAr: '', sku: '', price: '', originalPrice: '', stock: '0' });

const shown = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const formSize = (size: PlantVariant): SizeFormValue => ({
  id: size.id,
  label: size.label,
  labelFr: size.labelFr ?? '',
  labelAr: size.labelAr ?? '',
  sku: size.sku ?? '',
  price: size.price ?? '',
  originalPrice: size.originalPrice ?? '',
  stock: String(size.stock),
});

/**
 * The sizes editor's rows for a plant sold by size (docs/contract.md §8); undefined for a plant sold
 * in one unnamed size, whose form shows the plain price and stock.
 */
export const sizeFormValues = (plant: Plant | null): SizeFormValue[] | undefined => (plant && hasSizes(plant.variants) ? plant.variants.map(formSize) : undefined);

/** The form's sizes as rows, whatever shape the value was given in (the schema's input is looser). */
const sizesOf = (value: Values['variants']): SizeFormValue[] =>
  (value ?? []).map((s) => ({
    ...(s.id === undefined ? {} : { id: Number(s.id) }),
    label: shown(s.label),
    labelFr: shown(s.labelFr),
    labelAr: shown(s.labelAr),
    sku: shown(s.sku),
    price: shown(s.price),
    originalPrice: shown(s.originalPrice),
    stock: shown(s.stock),
  }));

/** Moves the keyboard focus to an element once React has drawn the change that creates or moves it. */
function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (id: string) => {
    pending.current = id;
  };
}

const rowId = (i: number, part: string) => `plant-size-${i}-${part}`;

export interface PlantSizesFieldProps {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  getValues: UseFormGetValues<Values>;
  errors: FieldErrors<Values>;
  /** The plant edited (null: a new one): its first size is kept when the owner starts adding sizes. */
  plant: Plant | null;
}

/**
 * A plant's price and stock, or its sizes (issue 39 item 1, docs/contract.md §8). A plant sold in one
 * size shows the plain price, original price and stock; "Add sizes" (or a plant that has sizes) puts
 * a row per size in their place: names in three languages, SKU, price, original price and stock, in
 * the order the shop shows them. One controlled value (the list), not field arrays (JS budget, as the
 * photos and offers).
 */
export function PlantSizesField({ control, register, getValues, errors, plant }: PlantSizesFieldProps) {
  const m = useMessages().admin;
  const t = m.sizes;
  const f = m.plantForm;
  const { field } = useController({ control, name: 'variants' });
  const focusAfterRender = useFocusAfterRender();

  const startSizes = () => {
    // The first size stays the plant's own (its id keeps it, and its orders' lines), priced as typed so far.
    const first = plant?.variants[0];
    const values = getValues();
    const current = { ...(first ? formSize(first) : blankSize()), price: shown(values.price), originalPrice: shown(values.originalPrice), stock: shown(values.stock) || '0' };
    field.onChange([current, blankSize()]);
    focusAfterRender(rowId(0, 'label'));
  };

  return (
    <fieldset className="grid gap-3 rounded-md border p-4" data-testid="plant-sizes">
      <legend className="px-1 text-sm font-medium">{t.title}</legend>
      {field.value === undefined ? (
        <>
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <FormField label={f.price} id="plant-price" error={errors.price?.message}>
              <Input inputMode="decimal" placeholder="1500.00" {...register('price')} />
            </FormField>
            <FormField label={f.originalPrice} id="plant-originalPrice" error={errors.originalPrice?.message} description={f.originalPriceHint}>
              <Input inputMode="decimal" {...register('originalPrice')} />
            </FormField>
            <FormField label={f.stock} id="plant-stock" error={errors.stock?.message}>
              <Input type="number" inputMode="numeric" step={1} {...register('stock')} />
            </FormField>
          </div>
          <p className="text-sm text-muted-foreground">{t.plainHint}</p>
          <Button type="button" variant="outline" className="justify-self-start" onClick={startSizes}>
            <PlusIcon aria-hidden />
            {t.start}
          </Button>
        </>
      ) : (
        <SizesEditor sizes={sizesOf(field.value)} onChange={field.onChange} onBlur={field.onBlur} errors={errors.variants} focusAfterRender={focusAfterRender} />
      )}
    </fieldset>
  );
}

function SizesEditor({
  sizes,
  onChange,
  onBlur,
  errors,
  focusAfterRender,
}: {
  sizes: SizeFormValue[];
  onChange: (sizes: SizeFormValue[]) => void;
  onBlur: () => void;
  errors: FieldErrors<Values>['variants'];
  focusAfterRender: (id: string) => void;
}) {
  const m = useMessages().admin;
  const t = m.sizes;
  const f = m.plantForm;
  const tr = useTranslator();
  const last = sizes.length - 1;
  const full = sizes.length >= MAX_PLANT_VARIANTS;

  const change = (i: number, patch: Partial<SizeFormValue>) => onChange(sizes.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const add = () => {
    onChange([...sizes, blankSize()]);
    focusAfterRender(rowId(sizes.length, 'label'));
  };
  const remove = (i: number) => {
    onChange(sizes.filter((_, j) => j !== i));
    // The keyboard stays in the list: on the row now in that place (or the one before), its own remove button unless it is the last size left.
    const left = sizes.length - 1;
    focusAfterRender(left === 1 ? rowId(0, 'label') : rowId(Math.min(i, left - 1), 'remove'));
  };
  const move = (from: number, to: number) => {
    const next = [...sizes];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
    // The focus follows the size moved: on the same arrow, or the other one once it reached the end.
    const way = to < from ? 'earlier' : 'later';
    const atEnd = way === 'earlier' ? to === 0 : to === last;
    focusAfterRender(rowId(to, atEnd ? (way === 'earlier' ? 'later' : 'earlier') : way));
  };
  const listMessage = errors?.message;

  return (
    <>
      <p className="text-sm text-muted-foreground">{t.hint}</p>
      {typeof listMessage === 'string' && (
        <p role="alert" className="text-sm text-destructive">
          {tr.text(listMessage)}
        </p>
      )}
      <ol className="grid gap-3">
        {sizes.map((size, i) => {
          const n = i + 1;
          const error = errors?.[i];
          const text = (key: 'label' | 'labelFr' | 'labelAr' | 'sku', label: string, script?: { lang: string; dir: 'ltr' | 'rtl' }, placeholder?: string) => (
            <FormField label={label} id={rowId(i, key)} error={error?.[key]?.message}>
              <Input autoComplete="off" {...script} placeholder={placeholder} value={size[key]} onChange={(e) => change(i, { [key]: e.target.value })} onBlur={onBlur} />
            </FormField>
          );
          return (
            // Index keys: the inputs are controlled, and the focus is put back where it belongs after a move.
            <li key={i} className="grid gap-3 rounded-md border p-3" data-testid="plant-size">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium">
                  {interpolate(t.size, { n })}
                  {i === 0 && <span className="ms-2 text-xs font-medium text-primary">{t.first}</span>}
                </p>
                <div className="flex gap-1">
                  <Button id={rowId(i, 'earlier')} type="button" size="icon" variant="outline" className="size-8" aria-label={interpolate(t.earlier, { n })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <ArrowUpIcon aria-hidden />
                  </Button>
                  <Button id={rowId(i, 'later')} type="button" size="icon" variant="outline" className="size-8" aria-label={interpolate(t.later, { n })} disabled={i === last} onClick={() => move(i, i + 1)}>
                    <ArrowDownIcon aria-hidden />
                  </Button>
                  <Button id={rowId(i, 'remove')} type="button" size="icon" variant="outline" className="size-8" aria-label={interpolate(t.remove, { n })} disabled={sizes.length === 1} onClick={() => remove(i)}>
                    <XIcon aria-hidden />
                  </Button>
                </div>
              </div>
              {error?.id?.message && (
                <p role="alert" className="text-sm text-destructive">
                  {tr.text(error.id.message)}
                </p>
              )}
              <div className="grid items-start gap-3 sm:grid-cols-3">
                {text('label', t.label, undefined, t.labelPlaceholder)}
                {text('labelFr', t.labelFr, { lang: 'fr', dir: 'ltr' })}
                {text('labelAr', t.labelAr, { lang: 'ar', dir: 'rtl' })}
              </div>
              <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4">
                {text('sku', t.sku)}
                <FormField label={f.price} id={rowId(i, 'price')} error={error?.price?.message}>
                  <Input inputMode="decimal" placeholder="1500.00" value={size.price} onChange={(e) => change(i, { price: e.target.value })} onBlur={onBlur} />
                </FormField>
                <FormField label={f.originalPrice} id={rowId(i, 'originalPrice')} error={error?.originalPrice?.message}>
                  <Input inputMode="decimal" value={size.originalPrice} onChange={(e) => change(i, { originalPrice: e.target.value })} onBlur={onBlur} />
                </FormField>
                <FormField label={f.stock} id={rowId(i, 'stock')} error={error?.stock?.message}>
                  <Input type="number" inputMode="numeric" step={1} value={size.stock} onChange={(e) => change(i, { stock: e.target.value })} onBlur={onBlur} />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" className="justify-self-start" disabled={full} onClick={add}>
        <PlusIcon aria-hidden />
        {t.add}
      </Button>
      {full && <p className="text-sm text-muted-foreground">{t.full}</p>}
    </>
  );
}
