import type { ReactNode } from 'react';
import type { AddressFormValues } from '@shared/contracts/orders';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { needsStreetAddress, type DeliveryMode } from '@shared/domain/shipping';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { CommuneField, DeskField } from '@client/features/shipping/commune-and-desk';
import { WilayaSelect } from '@client/features/shipping/wilaya-select';
import { useMessages } from '@client/lib/i18n';
import type { PlainForm } from '@client/lib/plain-form';

/**
 * Where a parcel goes, as the checkout and the address book ask it (one set of fields, one set of rules):
 * the phone, the wilaya → commune → address and city, home or stop-desk, the desk. Another wilaya clears
 * its commune and desk; a commune fills the city with its name. `deliveryNote` adds what each delivery
 * mode costs and takes (the checkout).
 */
export function AddressFields<T extends AddressFormValues>({
  form,
  wilayas,
  deliveryNote,
}: {
  form: PlainForm<T, unknown>;
  wilayas: readonly ShippingWilaya[];
  deliveryNote?: (mode: DeliveryMode, wilaya: ShippingWilaya | undefined) => ReactNode;
}) {
  const t = useMessages().checkout;
  // The address fields of a form that may hold more (the checkout's names and e-mail).
  const f = form as unknown as PlainForm<AddressFormValues, unknown>;
  const { errors, values } = f;
  const { wilaya, delivery } = values;
  const chosenWilaya = wilayas.find((w) => w.code === wilaya);
  return (
    <>
      <FormField label={t.page.phone} id="phone" error={errors.phone} description={t.page.phoneHint} className="sm:col-span-2">
        <Input type="tel" autoComplete="tel" inputMode="tel" {...f.field('phone')} />
      </FormField>
      <FormField label={t.page.wilaya} id="wilaya" error={errors.wilaya} className="sm:col-span-2">
        <WilayaSelect
          wilayas={wilayas}
          value={wilaya}
          onChange={(code) => {
            f.setValue('wilaya', code);
            // Another wilaya: its communes and desks are others.
            f.setValue('commune', '');
            f.setValue('desk', '');
            const w = wilayas.find((x) => x.code === code);
            if (w && w.desk === null) f.setValue('delivery', 'home');
          }}
          placeholder={t.page.wilayaSearch}
          emptyText={t.page.wilayaNone}
        />
      </FormField>
      <CommuneField
        wilaya={wilaya}
        value={values.commune ?? ''}
        error={errors.commune}
        onChange={(commune) => {
          f.setValue('commune', commune.code);
          // The city defaults to the commune's name (the customer may still write a quarter).
          f.setValue('city', commune.nameFr);
        }}
      />
      {/* docs/contract.md §5: a stop-desk needs no street (the one rule); the field says so under its name. */}
      <FormField
        label={t.page.address}
        id="address"
        error={errors.address}
        description={needsStreetAddress(delivery) ? undefined : t.page.addressDeskHint}
        className="sm:col-span-2"
      >
        <Input autoComplete="street-address" {...f.field('address')} />
      </FormField>
      <FormField label={t.page.city} id="city" error={errors.city}>
        <Input autoComplete="address-level2" {...f.field('city')} />
      </FormField>
      <FormField
        label={
          <>
            {t.page.zipCode} <span className="font-normal text-muted-foreground">{t.page.optional}</span>
          </>
        }
        id="zipCode"
        error={errors.zipCode}
      >
        <Input autoComplete="postal-code" inputMode="numeric" {...f.field('zipCode')} />
      </FormField>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">{t.page.delivery}</legend>
        <RadioGroup
          value={delivery}
          onValueChange={(mode) => f.setValue('delivery', mode as DeliveryMode)}
          className="grid gap-2 sm:grid-cols-2"
          aria-label={t.page.delivery}
        >
          {(['home', 'desk'] as const).map((mode) => {
            // The shop's rates offer no stop-desk in this wilaya (e.g. Tamanrasset): greyed out, and says why.
            const notOffered = mode === 'desk' && chosenWilaya?.desk === null;
            return (
              <label
                key={mode}
                htmlFor={`delivery-${mode}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:checked]:border-primary"
              >
                <RadioGroupItem
                  value={mode}
                  id={`delivery-${mode}`}
                  disabled={notOffered}
                  className="mt-0.5"
                  {...(notOffered ? { 'aria-describedby': 'delivery-desk-not-offered' } : {})}
                />
                <span className="text-sm">
                  <span className="block font-medium">{mode === 'home' ? t.page.deliveryHome : t.page.deliveryDesk}</span>
                  {notOffered ? (
                    <span id="delivery-desk-not-offered" className="block text-xs text-muted-foreground" data-testid="delivery-desk-not-offered">
                      {t.page.deliveryDeskNotOffered}
                    </span>
                  ) : (
                    deliveryNote?.(mode, chosenWilaya)
                  )}
                </span>
              </label>
            );
          })}
        </RadioGroup>
      </fieldset>
      {delivery === 'desk' ? <DeskField wilaya={wilaya} value={values.desk ?? ''} error={errors.desk} onChange={(desk) => f.setValue('desk', desk)} /> : null}
    </>
  );
}
