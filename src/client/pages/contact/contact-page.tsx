import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ClockIcon, MailIcon, MapPinIcon, MessageSquareReplyIcon, PhoneIcon, type LucideIcon } from 'lucide-react';
import { formatHoursFr, openingHoursFr, RESPONSE_TIME_HOURS } from '@shared/domain/shop-facts';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { InfoPage } from '@client/components/layout/info-page';
import { useCurrentUser } from '@client/features/auth/api';
import { useSiteInfo } from '@client/features/contact/api';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ContactForm } from './contact-form';

const DESCRIPTION =
  'Contactez Nabta : une question sur une plante, une commande ou une livraison en Algérie ? Formulaire, e-mail, horaires et délais de réponse.';

/** Spec §2 Contact: the French form and the side cards (phone when set, e-mail, location, hours, response times). */
export default function ContactPage() {
  const t = useMessages();
  const c = t.contact;
  useDocumentTitle(c.title, DESCRIPTION);
  const { user } = useCurrentUser();
  const { info, isPlaceholder } = useSiteInfo();
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

        <aside aria-label="Nos coordonnées" className="space-y-4">
          {!isPlaceholder && info.phone && (
            <InfoCard icon={PhoneIcon} title="Téléphone" testId="contact-phone">
              <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className="hover:text-primary" dir="ltr">
                {info.phone}
              </a>
            </InfoCard>
          )}
          <InfoCard icon={MailIcon} title="E-mail" testId="contact-email">
            <a href={`mailto:${info.email}`} className="break-all hover:text-primary">
              {info.email}
            </a>
          </InfoCard>
          <InfoCard icon={MapPinIcon} title="Localisation" testId="contact-location">
            Algérie — livraison dans tout le pays
          </InfoCard>
          <InfoCard icon={ClockIcon} title="Horaires d'ouverture" testId="contact-hours">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {openingHoursFr().map((row) => (
                <div key={row.days} className="contents">
                  <dt className="font-medium text-foreground">{row.days}</dt>
                  <dd className="whitespace-nowrap">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
          <InfoCard icon={MessageSquareReplyIcon} title="Délais de réponse" testId="contact-response">
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
              <dt>Commandes</dt>
              <dd className="font-medium text-foreground">{formatHoursFr(RESPONSE_TIME_HOURS.orders)}</dd>
              <dt>Identification</dt>
              <dd className="font-medium text-foreground">{formatHoursFr(RESPONSE_TIME_HOURS.identification)}</dd>
              <dt>Questions générales</dt>
              <dd className="font-medium text-foreground">{formatHoursFr(RESPONSE_TIME_HOURS.general)}</dd>
            </dl>
          </InfoCard>
          <p className="text-sm text-muted-foreground">
            Une question fréquente ? La réponse est peut-être déjà dans notre{' '}
            <Link href="/faq" className="font-medium text-primary underline-offset-4 hover:underline">
              FAQ
            </Link>
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
