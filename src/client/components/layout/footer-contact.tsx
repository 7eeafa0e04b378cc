import { telLink } from '@shared/domain/confirmation';
import { useShopWhatsapp, useSiteInfo } from '@client/features/contact/api';
import { useMessages } from '@client/lib/i18n';
import { linkClass } from './footer';

/**
 * The shop's e-mail, phone and WhatsApp, once the owner has set them (issue 29), and the seller's identity
 * (issue 29 item 7): one lazy part of the footer, so that it is adopted in one piece.
 */
export default function ShopDetails() {
  return (
    <>
      <ShopContactLines />
      <SellerLine />
    </>
  );
}

function ShopContactLines() {
  const f = useMessages().footer;
  const c = useMessages().contact;
  const { info, isPlaceholder } = useSiteInfo();
  const whatsapp = useShopWhatsapp(c.whatsappText);
  if (isPlaceholder) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="footer-contact">
      {/* The contact e-mail the owner set (issue 38 item 9). */}
      <li>
        {f.email}
        {f.labelSeparator}
        <a href={`mailto:${info.email}`} className={`${linkClass} break-all`} dir="ltr" data-testid="footer-email">
          {info.email}
        </a>
      </li>
      {info.phone && (
        <li>
          {f.phone}
          {f.labelSeparator}
          <a href={telLink(info.phone)} className={linkClass} dir="ltr">
            {info.phone}
          </a>
        </li>
      )}
      {whatsapp && (
        <li>
          <a href={whatsapp} className={linkClass} rel="noopener noreferrer" target="_blank" data-testid="footer-whatsapp">
            {f.whatsapp}
          </a>
        </li>
      )}
    </ul>
  );
}

/**
 * The seller's identity (law 18-05): the name, the address, the trade register and tax numbers the
 * owner published; nothing of what is not published (the terms page says so).
 */
function SellerLine() {
  const f = useMessages().footer;
  const { info, isPlaceholder } = useSiteInfo();
  const { name, address, rc, nif } = info.seller;
  if (isPlaceholder || (!name && !address && !rc && !nif)) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground" data-testid="footer-seller">
      {/* Typed by the owner, in either script: each keeps its own direction ("12 rue …" on an Arabic page). */}
      {name && <bdi>{name}</bdi>}
      {address && <bdi data-testid="footer-seller-address">{address}</bdi>}
      {rc && (
        <span>
          {f.rc}
          {f.labelSeparator}
          <bdi dir="ltr">{rc}</bdi>
        </span>
      )}
      {nif && (
        <span>
          {f.nif}
          {f.labelSeparator}
          <bdi dir="ltr">{nif}</bdi>
        </span>
      )}
    </p>
  );
}
