import { MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { telLink } from '@shared/domain/confirmation';
import { Button } from '@client/components/ui/button';
import { useShopWhatsapp, useSiteInfo } from '@client/features/contact/api';
import { Ltr } from '@client/lib/bidi';
import { interpolate } from '@client/lib/interpolate';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { useMessages } from '@client/lib/i18n';

/** A full-width button whose words may take two lines on a phone: it grows with them. */
const WRAPPING = 'h-auto min-h-10 w-full whitespace-normal';

/**
 * "Questions about this order?": the shop's WhatsApp with the order's number in the message, and its phone
 * to call, each once the shop has one.
 */
export default function OrderContact({ number }: { number: string }) {
  const t = useMessages().checkout.order;
  const { info, isPlaceholder } = useSiteInfo();
  const whatsapp = useShopWhatsapp(interpolate(t.whatsappText, { number }));
  const phone = isPlaceholder ? null : info.phone;
  if (!whatsapp && !phone) return null;
  return (
    <div className="space-y-2">
      {whatsapp ? (
        <Button asChild variant="outline" className={WRAPPING}>
          <a href={whatsapp} rel="noopener noreferrer" target="_blank" data-testid="order-whatsapp">
            <MessageCircleIcon aria-hidden /> <span>{t.whatsappCta}</span>
          </a>
        </Button>
      ) : null}
      {phone ? (
        <Button asChild variant="outline" className={WRAPPING}>
          <a href={telLink(phone)} data-testid="order-shop-phone">
            <PhoneIcon aria-hidden /> <span>{interpolateNodes(t.callCta, { phone: <Ltr>{phone}</Ltr> })}</span>
          </a>
        </Button>
      ) : null}
    </div>
  );
}

