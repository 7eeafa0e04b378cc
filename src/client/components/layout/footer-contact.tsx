import { useShopWhatsapp, useSiteInfo } from '@client/features/contact/api';
import { useMessages } from '@client/lib/i18n';
import { linkClass } from './footer';

/** The shop's phone and WhatsApp, once the owner has set them (issue 29). */
export default function ShopContactLines() {
  const f = useMessages().footer;
  const c = useMessages().contact;
  const { info, isPlaceholder } = useSiteInfo();
  const whatsapp = useShopWhatsapp(c.whatsappText);
  if (isPlaceholder || (!info.phone && !whatsapp)) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="footer-contact">
      {info.phone && (
        <li>
          {f.phone} :{' '}
          <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className={linkClass} dir="ltr">
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
