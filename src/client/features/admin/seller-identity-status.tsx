import type { Settings } from '@shared/contracts/settings';
import { missingSellerParts, SELLER_PARTS, SELLER_SETTINGS } from '@shared/domain/seller-identity';
import { useTranslator } from '@client/lib/i18n';

/** The seller's identity as the admin settings answer holds it ('' = not published). */
export const sellerIdentityOf = (settings: Settings) =>
  Object.fromEntries(SELLER_PARTS.map((part) => [part, settings[SELLER_SETTINGS[part]] || null])) as Record<(typeof SELLER_PARTS)[number], string | null>;

/**
 * Which parts of the seller's identity the legal pages still show as not published (issue 29 item 7),
 * or that it is published: under the settings card and at the top of the dialog's section.
 */
export function SellerIdentityStatus({ settings }: { settings: Settings }) {
  const tr = useTranslator();
  const t = tr.m.admin.settings;
  const missing = missingSellerParts(sellerIdentityOf(settings));
  if (missing.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="seller-identity-status">
        {t.sellerComplete}
      </p>
    );
  }
  const parts = new Intl.ListFormat(tr.locale, { type: 'unit' }).format(missing.map((part) => t[SELLER_SETTINGS[part]]));
  return (
    <p className="text-sm font-medium text-destructive" role="status" data-testid="seller-identity-status">
      {tr.text(t.sellerMissing, { parts })}
    </p>
  );
}
