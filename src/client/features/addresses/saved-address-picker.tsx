import type { SavedAddress } from '@shared/contracts/addresses';
import type { AddressFormValues } from '@shared/contracts/orders';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { useMessages } from '@client/lib/i18n';
import { AddressSummary } from './address-summary';
import { addressFormValuesOf } from './api';

const ANOTHER = 'another';

/** Whether the fields hold exactly this kept address. */
function holds(values: AddressFormValues, a: SavedAddress): boolean {
  return Object.entries(addressFormValuesOf(a)).every(([k, v]) => (values[k as keyof AddressFormValues] ?? '') === v);
}

/**
 * The checkout's "Deliver to": the customer's kept addresses (the last used first) and "Another
 * address", which empties the fields for a new one. What is chosen is read from the fields: an address
 * changed by hand is another address.
 */
export function SavedAddressPicker({
  addresses,
  values,
  wilayas,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  values: AddressFormValues;
  wilayas: readonly ShippingWilaya[];
  onChoose: (address: SavedAddress | null) => void;
}) {
  const t = useMessages().checkout.addresses;
  const chosen = addresses.find((a) => holds(values, a))?.id ?? ANOTHER;
  return (
    <fieldset className="sm:col-span-2" data-testid="saved-addresses">
      <legend className="mb-2 text-sm font-medium">{t.deliverTo}</legend>
      <RadioGroup
        value={chosen}
        onValueChange={(id) => onChoose(addresses.find((a) => a.id === id) ?? null)}
        className="grid gap-2"
        aria-label={t.deliverTo}
      >
        {[...addresses.map((a) => ({ id: a.id, a })), { id: ANOTHER, a: null }].map(({ id, a }) => (
          <label key={id} htmlFor={`address-${id}`} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary">
            {/* Named by its street alone, the rest its description: "stop-desk" names the delivery choice below. */}
            <RadioGroupItem
              value={id}
              id={`address-${id}`}
              className="mt-0.5 shrink-0"
              {...(a ? { 'aria-labelledby': `address-${id}-name`, 'aria-describedby': `address-${id}-more` } : {})}
            />
            {a ? <AddressSummary address={a} wilayas={wilayas} id={`address-${id}`} /> : <span className="text-sm font-medium">{t.another}</span>}
          </label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
