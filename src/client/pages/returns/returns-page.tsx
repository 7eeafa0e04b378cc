import { CreditCardIcon, LandmarkIcon, PackageOpenIcon, ShieldCheckIcon, SproutIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { contentTranslator } from '@shared/content/language';
import { returnsContent } from '@shared/content/returns/load';
import type { ReturnCategory } from '@shared/domain/shop-facts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { InfoLink, InfoPage, InfoSection, Rich, usePageContent } from '@client/components/layout/info-page';
import { useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

const WINDOW_ICONS: Record<ReturnCategory, LucideIcon> = { 'live-plants': SunIcon, 'seeds-bulbs': SproutIcon, accessories: PackageOpenIcon };

export default function ReturnsPage() {
  const c = usePageContent(returnsContent)(contentTranslator(useTranslator()));
  useDocumentTitle(c.title, c.description);

  return (
    <InfoPage title={c.title} intro={c.intro}>
      <InfoSection id="delais" title={c.windows.title} intro={c.windows.intro}>
        <ul className="grid gap-4 md:grid-cols-3">
          {c.windows.items.map((w) => {
            const Icon = WINDOW_ICONS[w.category];
            return (
              <li key={w.category} data-testid={`return-${w.category}`}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon className="size-6 text-primary" aria-hidden />
                    <CardTitle>{w.title}</CardTitle>
                    <p className="text-3xl font-bold text-primary">{c.windows.days(w.category)}</p>
                    <CardDescription>{w.condition}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            );
          })}
        </ul>
      </InfoSection>

      <InfoSection id="garantie" title={c.guarantee.title}>
        <div className="flex gap-4 rounded-xl border bg-accent/50 p-5 text-sm">
          <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <div className="space-y-2">
            {c.guarantee.paragraphs.map((p, i) => (
              <p key={i}>
                <Rich text={p} linkClassName="" />
              </p>
            ))}
          </div>
        </div>
      </InfoSection>

      <InfoSection id="procedure" title={c.procedure.title}>
        <ol className="grid gap-4 md:grid-cols-2">
          {c.procedure.steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border p-5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm">
          <InfoLink href="/contact" className="font-medium">
            {c.procedure.request}
          </InfoLink>
        </p>
      </InfoSection>

      <InfoSection id="remboursements" title={c.refunds.title} intro={c.refunds.intro}>
        <ul className="grid gap-4 sm:grid-cols-2">
          <Refund icon={CreditCardIcon} testId="refund-card" method={c.refunds.card} delay={c.refunds.cardDelay} />
          <Refund icon={LandmarkIcon} testId="refund-transfer" method={c.refunds.transfer} delay={c.refunds.transferDelay} />
        </ul>
      </InfoSection>

      <InfoSection id="frais" title={c.fees.title}>
        <p className="text-sm">{c.fees.text}</p>
      </InfoSection>
    </InfoPage>
  );
}

function Refund({ icon: Icon, testId, method, delay }: { icon: LucideIcon; testId: string; method: string; delay: string }) {
  return (
    <li data-testid={testId}>
      <Card className="h-full">
        <CardContent className="flex gap-4 pt-6">
          <Icon className="size-6 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-semibold">{method}</p>
            <p className="text-sm text-muted-foreground">{delay}</p>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
