import type { SavedAddress } from '@shared/contracts/addresses';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { DeskName } from '@client/features/shipping/commune-and-desk';
import { useLocale, useMessages } from '@client/lib/i18n';

/**
 * An address on two lines: the street, then the city, the wilaya in the reader's script, the delivery
 * mode and the phone. With `id`, the lines are `{id}-name` and `{id}-more` (a radio's name and description).
 */
export function AddressSummary({ address: a, wilayas, id }: { address: SavedAddress; wilayas: readonly ShippingWilaya[]; id?: string }) {
  const t = useMessages().checkout.page;
  const locale = useLocale();
  const wilaya = wilayas.find((w) => w.code === a.wilaya);
  const where = [a.city, wilaya ? (locale === 'ar' ? wilaya.nameAr : wilaya.nameFr) : null].filter(Boolean).join(', ');
  return (
    <span className="min-w-0 text-sm">
      <span className="block font-medium" dir="auto" id={id && `${id}-name`}>
        {/* A stop-desk address may have no street (docs/contract.md §5): named by its desk. */}
        {a.address || (a.desk ? <DeskName wilaya={a.wilaya} desk={a.desk} /> : t.deliveryDesk)}
      </span>
      <span className="block text-muted-foreground" id={id && `${id}-more`}>
        <bdi>{where}</bdi> · {a.delivery === 'desk' ? t.deliveryDesk : t.deliveryHome}
        {a.phone ? (
          <>
            {' · '}
            <bdi dir="ltr">{a.phone}</bdi>
          </>
        ) : null}
      </span>
    </span>
  );
}

/** A one-line label of an address, for a button's accessible name (a stop-desk one without street: by its desk). */
export const addressLabel = (a: SavedAddress, stopDesk: string) => `${a.address || a.desk || stopDesk}, ${a.city}`;
