import { Link } from 'wouter';
import { BookOpenIcon, CameraIcon, DropletsIcon, HeadsetIcon, HeartHandshakeIcon, PackageCheckIcon, ShoppingBagIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { aboutContent } from '@shared/content/about/load';
import type { OfferId, ValueId } from '@shared/content/about/types';
import { contentTranslator } from '@shared/content/language';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { InfoPage, InfoSection, usePageContent } from '@client/components/layout/info-page';
import { useIdentifyCoverage } from '@client/features/identify/api';
import { useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

const OFFER_ICONS: Record<OfferId, LucideIcon> = { identification: CameraIcon, shop: ShoppingBagIcon, guides: BookOpenIcon, advice: HeadsetIcon };
const VALUE_ICONS: Record<ValueId, LucideIcon> = { climate: SunIcon, parcels: PackageCheckIcon, trust: HeartHandshakeIcon, water: DropletsIcon };

export default function AboutPage() {
  const c = usePageContent(aboutContent)(contentTranslator(useTranslator()), { identification: useIdentifyCoverage() });
  useDocumentTitle(c.title, c.description);
  return (
    <InfoPage title={c.heading} intro={c.intro}>
      <InfoSection id="histoire" title={c.story.title}>
        <div className="space-y-3 text-sm leading-relaxed sm:text-base">
          {c.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </InfoSection>

      <InfoSection id="mission" title={c.mission.title}>
        <p className="text-sm leading-relaxed sm:text-base">{c.mission.text}</p>
      </InfoSection>

      <InfoSection id="offre" title={c.offer.title}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {c.offer.items.map((item) => {
            const Icon = OFFER_ICONS[item.id];
            return (
              <li key={item.id}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon className="size-6 text-primary" aria-hidden />
                    <CardTitle>{item.title}</CardTitle>
                    <CardDescription>{item.text}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <InfoSection id="valeurs" title={c.values.title}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {c.values.items.map((item) => {
            const Icon = VALUE_ICONS[item.id];
            return (
              <li key={item.id} className="flex gap-4 rounded-xl border p-5">
                <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
                <div>
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <section aria-label={c.cta.label} className="rounded-2xl bg-accent p-8 text-center">
        <h2 className="text-2xl font-semibold">{c.cta.title}</h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/identify">{c.cta.identify}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/shop">{c.cta.shop}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/contact">{c.cta.contact}</Link>
          </Button>
        </div>
      </section>
    </InfoPage>
  );
}
