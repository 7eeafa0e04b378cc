import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { faqContent } from '@shared/content/faq/load';
import { contentTranslator } from '@shared/content/language';
import { parseMoney } from '@shared/domain/money';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@client/components/ui/accordion';
import { Button } from '@client/components/ui/button';
import { InfoPage, InfoSection, Rich, usePageContent } from '@client/components/layout/info-page';
import { useSiteInfo } from '@client/features/contact/api';
import { useIdentifyCoverage } from '@client/features/identify/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * Spec §2 Static pages: four categories of questions, from the FAQ content the chat assistant reads
 * too, in the reader's language; the answers quote the live free-shipping threshold.
 */
export default function FaqPage() {
  const { page, categories: categoriesIn } = usePageContent(faqContent);
  useDocumentTitle(page.title, page.description);
  const { info } = useSiteInfo();
  const tr = useTranslator();
  const identification = useIdentifyCoverage();
  const settings = useQuery(settingsQueryOptions()).data;
  const categories = categoriesIn(contentTranslator(tr), {
    freeShipping: parseMoney(info.minFreeShipping) ?? 0,
    identification,
    expressOrders: settings?.expressOrders ?? false,
    paymentMethods: settings?.availablePaymentMethods ?? [],
  });

  return (
    <InfoPage title={page.heading} intro={page.intro}>
      <nav aria-label={page.categoriesLabel} className="flex flex-wrap justify-center gap-2">
        {categories.map((c) => (
          <a key={c.id} href={`#${c.id}`} className="rounded-full border px-4 py-2 text-sm hover:bg-accent focus-ring">
            {c.title}
          </a>
        ))}
      </nav>

      {categories.map((category) => (
        <InfoSection key={category.id} id={category.id} title={category.title}>
          <Accordion className="rounded-xl border px-5">
            {category.entries.map((entry) => (
              <AccordionItem key={entry.id} className="last:border-b-0">
                <AccordionTrigger className="text-base">{entry.question}</AccordionTrigger>
                <AccordionContent className="leading-relaxed text-muted-foreground">
                  <Rich text={entry.answer} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </InfoSection>
      ))}

      <section aria-label={page.moreLabel} className="rounded-2xl bg-accent p-8 text-center">
        <h2 className="text-xl font-semibold">{page.moreTitle}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{page.moreText}</p>
        <Button asChild className="mt-4">
          <Link href="/contact">{page.moreCta}</Link>
        </Button>
      </section>
    </InfoPage>
  );
}
