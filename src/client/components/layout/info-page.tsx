import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/**
 * The frame of the French help pages (About, FAQ, care guide, shipping, returns, contact): a
 * header band with the title and an introduction, then the page's sections. The root carries
 * `lang="fr"` so screen readers and translation tools read the French correctly.
 */
export function InfoPage({ title, intro, children, className }: { title: string; intro: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div lang="fr" data-testid="info-page">
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
