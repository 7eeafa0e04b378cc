import { lazy, type ComponentProps } from 'react';
import { LanguagesIcon } from 'lucide-react';
import { directionOf, LOCALE_NAMES, type Locale } from '@shared/messages';
import { Button } from '@client/components/ui/button';
import { OnFirstUse } from '@client/components/ui/on-first-use';
import { cn } from '@client/lib/cn';
import { useLocale, useMessages, useSetLocale } from '@client/lib/i18n';

/** The languages in the order the switcher lists them (docs/contract.md §4: Français, العربية, English). */
export const CHOICES = Object.keys(LOCALE_NAMES) as Locale[];

/** A language's name in itself, marked with its own language so screen readers pronounce it right. */
export function LanguageName({ locale }: { locale: Locale }) {
  return (
    <span lang={locale} dir={directionOf(locale)}>
      {LOCALE_NAMES[locale]}
    </span>
  );
}

/**
 * The header's language menu (desktop). Choosing re-renders the page in place: same address, same
 * cart (it lives in localStorage), the choice remembered in the `lang` cookie by `useSetLocale`.
 * Until its first use it is a plain button: the dropdown (Radix menu, ~15 KB gzipped) is fetched on
 * the first click and opens at once (docs/decisions/010-js-budget.md).
 */
export function LanguageMenu({ className }: { className?: string }) {
  return (
    <OnFirstUse standIn={(use) => <LanguageButton className={className} onClick={use} />}>
      <LanguageDropdown className={className} />
    </OnFirstUse>
  );
}

const LanguageDropdown = lazy(() => import('./language-dropdown').then((m) => ({ default: m.LanguageDropdown })));

/** The menu's button: the current language, named in itself. */
// React 19 passes `ref` as a prop: the dropdown's trigger (asChild) reaches the button through `props`.
export function LanguageButton({ className, ...props }: ComponentProps<typeof Button>) {
  const t = useMessages().nav;
  const locale = useLocale();
  return (
    <Button variant="ghost" size="sm" className={cn('gap-2', className)} aria-label={`${t.language}: ${LOCALE_NAMES[locale]}`} data-testid="language-menu" {...props}>
      <LanguagesIcon className="size-4" aria-hidden />
      {/* Named on wide screens (2xl); below, the icon (and the aria-label) leave the header's links their room. */}
      <span className="hidden 2xl:inline">
        <LanguageName locale={locale} />
      </span>
    </Button>
  );
}

/** The same choice as a row of buttons, for the mobile menu; the current language is `aria-current`. */
export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const t = useMessages().nav;
  const locale = useLocale();
  const setLocale = useSetLocale();
  return (
    <div role="group" aria-label={t.language} className="flex flex-wrap gap-2" data-testid="language-list">
      {CHOICES.map((choice) => (
        <Button
          key={choice}
          variant={choice === locale ? 'secondary' : 'ghost'}
          size="sm"
          aria-current={choice === locale ? 'true' : undefined}
          onClick={() => {
            if (choice !== locale) void setLocale(choice);
            onChosen?.();
          }}
        >
          <LanguageName locale={choice} />
        </Button>
      ))}
    </div>
  );
}
