import { Link } from 'wouter';
import { parseMoney } from '@shared/domain/money';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@client/components/ui/accordion';
import { Button } from '@client/components/ui/button';
import { InfoPage, InfoSection } from '@client/components/layout/info-page';
import { useSiteInfo } from '@client/features/contact/api';
import { useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { faqCategories } from './faq-content';

const TITLE = 'FAQ';
const DESCRIPTION =
  "Questions fréquentes sur l'identification gratuite des plantes, les commandes, le paiement, la livraison en Algérie, l'entretien et votre compte.";

export default function FaqPage() {
  useDocumentTitle(TITLE, DESCRIPTION);
  const { info } = useSiteInfo();
  const tr = useTranslator();
  const categories = faqCategories(tr, { freeShipping: parseMoney(info.minFreeShipping) ?? 0 });

  return (
    <InfoPage title="Questions fréquentes" intro="Les réponses aux questions que l'on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? Écrivez-nous.">
      <nav aria-label="Catégories de questions" className="flex flex-wrap justify-center gap-2">
        {categories.map((c) => (
          <a key={c.id} href={`#${c.id}`} className="rounded-full border px-4 py-2 text-sm hover:bg-accent focus-ring">
            {c.title}
          </a>
        ))}
      </nav>

      {categories.map((category) => (
        <InfoSection key={category.id} id={category.id} title={category.title}>
          {/*
            forceMount keeps closed answers in the document, so crawlers and the facts test see every answer; with
            forceMount Radix no longer hides them, so CSS does (display: none, out of the accessibility tree too).
          */}
          <Accordion type="multiple" className="rounded-xl border px-5 [&_[data-slot=accordion-content][data-state=closed]]:hidden">
            {category.entries.map((entry) => (
              <AccordionItem key={entry.id} value={entry.id} className="last:border-b-0">
                <AccordionTrigger className="text-base">{entry.question}</AccordionTrigger>
                <AccordionContent forceMount className="leading-relaxed text-muted-foreground">
                  {entry.answer}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </InfoSection>
      ))}

      <section aria-label="Autre question" className="rounded-2xl bg-accent p-8 text-center">
        <h2 className="text-xl font-semibold">Vous n'avez pas trouvé votre réponse ?</h2>
        <p className="mt-2 text-sm text-muted-foreground">Notre équipe vous répond avec plaisir.</p>
        <Button asChild className="mt-4">
          <Link href="/contact">Contactez-nous</Link>
        </Button>
      </section>
    </InfoPage>
  );
}
