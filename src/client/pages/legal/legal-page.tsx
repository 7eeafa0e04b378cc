import { use } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cookiesPage, privacyPage, termsPage } from '@shared/content/legal/build';
import { legalContent } from '@shared/content/legal/load';
import type { LegalBlock, LegalDocument, LegalFacts, LegalPageOf, LegalRow, LegalWords } from '@shared/content/legal/types';
import { configuredPixels, pixelsOf } from '@shared/domain/measurement';
import type { PaymentMethod } from '@shared/domain/payment-methods';
import { InfoPage, InfoSection, Rich } from '@client/components/layout/info-page';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { ConsentChoice } from '@client/features/consent/consent-choice';
import { siteInfoQueryOptions } from '@client/features/contact/api';
import { identifyEnginesQueryOptions } from '@client/features/identify/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { useLocale, useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The legal pages (issue 29 item 7): terms of sale, privacy, cookies. Each is a template of
 * @shared/content/legal filled from the shop's public settings, rendered by the server like the help
 * pages, in the reader's language (all three are written: English, French and Arabic).
 */

/** The reader's words: at once when already loaded (the promise is marked fulfilled), else the page suspends while its language's module downloads. */
function useLegalWords(): LegalWords {
  const locale = useLocale();
  return use(legalContent.load(locale)); // never conditional: see usePageContent (info-page.tsx)
}

/**
 * What the templates are filled from, once every answer is there (the server waits for them before
 * it sends the page), so a page never states a placeholder as a fact. `engines`: the privacy
 * page names the outside identification services a photo goes to.
 */
function useLegalFacts(engines: boolean): LegalFacts | 'loading' | 'failed' {
  const tr = useTranslator();
  const queries = [useQuery(siteInfoQueryOptions()), useQuery(settingsQueryOptions()), useQuery({ ...identifyEnginesQueryOptions(), enabled: engines })] as const;
  const [{ data: info }, { data: settings }, { data: identify }] = queries;
  const chain = identify?.chain;
  if (!info || !settings || (engines && !chain)) return queries.some((q) => q.isError) ? 'failed' : 'loading';
  return {
    siteName: settings.siteName,
    seller: info.seller,
    email: info.email,
    phone: info.phone,
    whatsapp: info.whatsapp,
    // The catalogue names every method by its id (see build.ts): what it does not name is not a method.
    methods: settings.availablePaymentMethods.filter((m): m is PaymentMethod => Object.hasOwn(tr.m.checkout.methods, m)),
    minFreeShipping: info.minFreeShipping,
    sessionDays: info.privacy.sessionDays,
    assistantModel: info.privacy.assistantModel,
    identifyServices: (chain ?? []).filter((engine) => !engine.offline).map((engine) => engine.label),
    pixels: pixelsOf(configuredPixels(settings)).map((p) => p.id),
  };
}

function Value({ row, notPublished }: { row: LegalRow; notPublished: string }) {
  if (!row.value) return <span className="text-muted-foreground italic" data-missing="true">{notPublished}</span>;
  return row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value;
}

function Block({ block, notPublished }: { block: LegalBlock; notPublished: string }) {
  if ('consent' in block) return <ConsentChoice />;
  if ('p' in block)
    return (
      <p>
        <Rich text={block.p} />
      </p>
    );
  if ('list' in block)
    return (
      <ul className="list-disc space-y-2 ps-5">
        {block.list.map((item, i) => (
          <li key={i}>
            <Rich text={item} />
          </li>
        ))}
      </ul>
    );
  if ('rows' in block)
    return (
      <Card className="shadow-none">
        <dl className="divide-y">
          {block.rows.map((row) => (
            <div key={row.label} className="grid gap-x-4 gap-y-0.5 px-4 py-2.5 sm:grid-cols-[16rem_1fr]">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium break-words" data-testid={row.testId}>
                <Value row={row} notPublished={notPublished} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    );
  return (
    <dl className="grid gap-4">
      {block.entries.map((entry) => (
        <Card key={entry.term} className="p-4 shadow-none" data-testid={entry.testId}>
          <dt className="font-semibold break-words">{entry.code ? <code dir="ltr">{entry.term}</code> : entry.term}</dt>
          {entry.lines.map((line, i) => (
            <dd key={i} className="mt-1 text-muted-foreground">
              <Rich text={line} />
            </dd>
          ))}
        </Card>
      ))}
    </dl>
  );
}

/** A legal document in the help pages' frame, written in the reader's language. */
function LegalView({ doc }: { doc: LegalDocument }) {
  useDocumentTitle(doc.title, doc.description);
  return (
    <InfoPage title={doc.title} intro={doc.intro} lang={useLocale()}>
      {doc.sections.map((section) => (
        <InfoSection key={section.id} id={section.id} title={section.title}>
          <div className="space-y-3 text-sm leading-relaxed sm:text-base">
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} notPublished={doc.notPublished} />
            ))}
          </div>
        </InfoSection>
      ))}
    </InfoPage>
  );
}

function LegalPage({ page, engines = false }: { page: LegalPageOf; engines?: boolean }) {
  const words = useLegalWords();
  const tr = useTranslator();
  const facts = useLegalFacts(engines);
  if (typeof facts === 'string')
    return (
      <div className="flex justify-center py-24" role="status" aria-live="polite">
        {facts === 'failed' ? <p className="text-muted-foreground">{tr.m.errors.generic}</p> : <Spinner />}
      </div>
    );
  return <LegalView doc={page(words, tr, facts)} />;
}

export const TermsPage = () => <LegalPage page={termsPage} />;
export const PrivacyPage = () => <LegalPage page={privacyPage} engines />;
export const CookiesPage = () => <LegalPage page={cookiesPage} />;
