import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { LeafIcon } from 'lucide-react';
import { InstallButton } from './install-button';
import { useLocale, useMessages } from '@client/lib/i18n';
import { NewsletterForm } from '@client/features/newsletter/newsletter-form';

export const linkClass = 'text-sm text-muted-foreground hover:text-primary';

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The shop's phone and WhatsApp (issue 29) and the seller's identity (issue 29 item 7): a chunk of its
// own, so every page's first load does not carry the site-info query and its contract (the JS budget,
// docs/decisions 010).
const ShopDetails = lazy(() => import('./footer-contact'));

export function Footer() {
  const t = useMessages();
  // The spec writes the footer in French: the default language's footer is French, Arabic readers get theirs.
  const lang = useLocale() === 'ar' ? 'ar' : 'fr';
  const f = t.footer;
  const quick = [
    { href: '/identify', label: f.identification },
    { href: '/categories', label: f.categories },
    { href: '/shop', label: f.shop },
    { href: '/plant-care', label: f.careGuide },
    { href: '/about', label: f.about },
  ];
  const support = [
    { href: '/contact', label: f.contact },
    { href: '/shipping', label: f.shipping },
    { href: '/returns', label: f.returns },
    { href: '/track', label: t.express.track.link },
    { href: '/faq', label: f.faq },
  ];
  const legal = [
    { href: '/privacy', label: f.privacy },
    { href: '/terms', label: f.terms },
    { href: '/cookies', label: f.cookies },
  ];
  const social = [
    { href: 'https://www.facebook.com/', label: 'Facebook' },
    { href: 'https://www.instagram.com/', label: 'Instagram' },
  ];

  return (
    <footer className="mt-16 border-t bg-muted/40" lang={lang}>
      <div className="container grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Link href="/" className="flex items-center gap-2 text-lg font-bold text-primary">
            <LeafIcon className="size-5" aria-hidden /> {t.brand.name}
          </Link>
          <p className="text-sm text-muted-foreground">{f.promise}</p>
          <Suspense fallback={null}>
            <ShopDetails />
          </Suspense>
          <InstallButton />
          <ul className="flex gap-4">
            {social.map((s) => (
              <li key={s.label}>
                <a href={s.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={f.quickLinks} links={quick} />
        <LinkColumn title={f.support} links={support} />
        <div>
          <h2 className="mb-3 text-sm font-semibold">{f.newsletter}</h2>
          <p className="mb-3 text-sm text-muted-foreground">{f.newsletterText}</p>
          <NewsletterForm />
        </div>
      </div>
      {/* The page's last line keeps clear of the chat launcher (56 px, 16 px from the bottom and the end):
          below it on a phone, where the line is stacked, before it on a wide screen. */}
      <div className="border-t">
        <div className="container flex flex-col items-center justify-between gap-3 pt-4 pb-24 text-xs text-muted-foreground sm:flex-row sm:pb-4 sm:pe-24">
          <p>{f.copyright}</p>
          {/* The spec's links went nowhere; they lead to the legal pages (issue 29 item 7). */}
          <ul className="flex flex-wrap justify-center gap-4">
            {legal.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-primary">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
