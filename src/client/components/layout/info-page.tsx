import { use, type ReactNode } from 'react';
import { Link } from 'wouter';
import { contentLocaleOf } from '@shared/content/language';
import type { ContentLoader } from '@shared/content/loader';
import type { RichText } from '@shared/content/rich-text';
import { cn } from '@client/lib/cn';
import { useLocale } from '@client/lib/i18n';

/**
 * The content of a help page in the reader's language (French for `en` and `fr`, Arabic for `ar`):
 * at once when already loaded, else the page suspends (the route's fallback shows) while its
 * language's module downloads.
 */
export function usePageContent<T>(loader: ContentLoader<T>): T {
  const locale = contentLocaleOf(useLocale());
  // Always `use`, never `peek() ?? use()`: a call made in one render and skipped in its replay broke
  // hydration (React #422/#467 on /plant-care and the legal pages, issue 38 item 13).
  return use(loader.load(locale));
}

/**
 * The frame of the help pages (About, FAQ, care guide, shipping, returns, contact): a header band
 * with the title and an introduction, then the page's sections. The root carries the language the
 * content is written in (French for the default language too; `lang` for pages written in the
 * reader's own language), so screen readers and translation tools read it correctly.
 */
export function InfoPage({ title, intro, children, className, lang }: { title: string; intro: ReactNode; children: ReactNode; className?: string; lang?: string }) {
  const contentLang = contentLocaleOf(useLocale());
  return (
    <div lang={lang ?? contentLang} data-testid="info-page">
      <header className="bg-gradient-to-b from-accent/70 to-background">
        <div className="container max-w-5xl py-12 text-center sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</p>
        </div>
      </header>
      <div className={cn('container max-w-5xl space-y-12 pb-8', className)}>{children}</div>
    </div>
  );
}

/** A titled section of a help page; `id` makes it linkable (/shipping#tarifs). */
export function InfoSection({ id, title, intro, children }: { id?: string; title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** An in-app link inside a help page's prose. */
export function InfoLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={cn('text-primary underline-offset-4 hover:underline', className)}>
      {children}
    </Link>
  );
}

/** Prose from a page's content as React: strings as text, links as in-app links, bold runs as <strong>. */
export function Rich({ text, linkClassName = 'font-medium' }: { text: RichText; linkClassName?: string }) {
  return text.map((part, i) => {
    if (typeof part === 'string') return part;
    if ('href' in part)
      return (
        <InfoLink key={i} href={part.href} className={linkClassName}>
          {part.text}
        </InfoLink>
      );
    return <strong key={i}>{part.strong}</strong>;
  });
}
