import type { PlantVariant } from '@shared/contracts/catalog';
import { EXPRESS_FORM_ID } from '@client/features/express/express-form';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { useMessages, useTranslator } from '@client/lib/i18n';

/**
 * The plant page's sizes (docs/contract.md §8): real radios, styled as buttons, each naming its size in
 * the reader's language and its price. They belong to the express HTML form (`form=`, field `size`), so
 * a choice made before (or without) the page's code is the size that form orders.
 */
export function SizeChooser({ sizes, chosen, onChoose }: { sizes: readonly PlantVariant[]; chosen: PlantVariant; onChoose(size: PlantVariant): void }) {
  const t = useMessages().shop;
  const tr = useTranslator();
  const text = useCatalogText();
  return (
    <fieldset className="min-w-0" data-testid="plant-sizes">
      <legend className="mb-2 text-sm font-medium">{t.plant.size}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label
            key={size.id}
            className="relative flex min-w-24 cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            {/* Over the whole button, unseen: a tap anywhere on it is a tap on the radio. */}
            <input
              type="radio"
              name="size"
              value={size.id}
              form={EXPRESS_FORM_ID}
              checked={size.id === chosen.id}
              onChange={() => onChoose(size)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="font-medium">{text.size(size)}</span>
            <span className="tabular-nums text-muted-foreground">{size.price === null ? t.card.noPrice : tr.money(size.price)}</span>
            {size.stock <= 0 && <span className="text-xs text-destructive">{t.card.outOfStock}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
