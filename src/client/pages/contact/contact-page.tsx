import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, MessageCircleIcon, MessageSquareReplyIcon, PhoneIcon, type LucideIcon } from 'lucide-react';
import { contentTranslator } from '@shared/content/language';
import { telLink } from '@shared/domain/confirmation';
import { formatHours, openingHours, RESPONSE_TIME_HOURS } from '@shared/domain/service-hours';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { InfoLink, InfoPage } from '@client/components/layout/info-page';
import { useCurrentUser } from '@client/features/auth/api';
import { useShopWhatsapp, useSiteInfo } from '@client/features/contact/api';
import { useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ContactForm } from './contact-form';

/** Spec §2 Contact: the form and the side cards (phone when set, e-mail, location, hours, response times). */
export default function ContactPage() {
  const reader = useTranslator();
  const c = reader.m.contact;
  // The hours and delays in the page's language (French in the default language, as the spec writes the page).
  const tr = contentTranslator(reader);
  useDocumentTitle(c.title, c.description);
  const { user } = useCurrentUser();
  const { info, isPlaceholder } = useSiteInfo();
  const whatsapp = useShopWhatsapp(c.whatsappText);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <InfoPage title={c.title} intro={c.intro}>
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle asChild>
              <h2>{c.formTitle}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {/* Signed in: name and e-mail start filled in; a new key restarts the form when the account changes. */}
            <ContactForm key={user?.id ?? 'visitor'} defaults={{ name: fullName, email: user?.email ?? '' }} />
          </CardContent>
        </Card>

        <aside aria-label={c.details} className="space-y-4">
          {!isPlaceholder && info.phone && (
            <InfoCard icon={PhoneIcon} title={c.phone} testId="contact-phone">
              <a href={telLink(info.phone)} className="hover:text-primary" dir="ltr">
                {info.phone}
              </a>
            </InfoCard>
          )}
          {whatsapp && (
            <InfoCard icon={MessageCircleIcon} title={c.whatsappTitle} testId="contact-whatsapp">
              <a href={whatsapp} className="font-medium text-primary hover:underline" rel="noopener noreferrer" target="_blank">
                {c.whatsappCta}
              </a>
            </InfoCard>
          )}
          <InfoCard icon={MailIcon} title={c.emailTitle} testId="contact-email">
            <a href={`mailto:${info.email}`} className="break-all hover:text-primary">
              {info.email}
            </a>
          </InfoCard>
          <InfoCard icon={MapPinIcon} title={c.location} testId="contact-location">
            {c.locationText}
          </InfoCard>
          <InfoCard icon={ClockIcon} title={c.hours} testId="contact-hours">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {openingHours(tr).map((row) => (
                <div key={row.days} className="contents">
                  <dt className="font-medium text-foreground">{row.days}</dt>
                  <dd className="whitespace-nowrap">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
          <InfoCard icon={MessageSquareReplyIcon} title={c.responseTimes} testId="contact-response">
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
              <dt>{c.responseOrders}</dt>
              <dd className="font-medium text-foreground">{formatHours(tr, RESPONSE_TIME_HOURS.orders)}</dd>
              <dt>{c.responseIdentification}</dt>
              <dd className="font-medium text-foreground">{formatHours(tr, RESPONSE_TIME_HOURS.identification)}</dd>
              <dt>{c.responseGeneral}</dt>
              <dd className="font-medium text-foreground">{formatHours(tr, RESPONSE_TIME_HOURS.general)}</dd>
            </dl>
          </InfoCard>
          <p className="text-sm text-muted-foreground">
            {c.faqHint}
            <InfoLink href="/faq" className="font-medium">
              {c.faqLink}
            </InfoLink>
            .
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}

function InfoCard({ icon: Icon, title, children, testId }: { icon: LucideIcon; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex gap-4 pt-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 text-sm text-muted-foreground">
          <h3 className="mb-1 font-semibold text-foreground">{title}</h3>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
