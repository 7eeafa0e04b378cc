import { LanguagesIcon } from 'lucide-react';
import { directionOf, LOCALE_NAMES, isLocale, type Locale } from '@shared/messages';
import { Button } from '@client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@client/components/ui/dropdown-menu';
import { cn } from '@client/lib/cn';
import { useLocale, useMessages, useSetLocale } from '@client/lib/i18n';

/** The languages in the order the switcher lists them (decisions.md §4: Français, العربية, English). */
const CHOICES = Object.keys(LOCALE_NAMES) as Locale[];

/** A language's name in itself, marked with its own language so screen readers pronounce it right. */
function LanguageName({ locale }: { locale: Locale }) {
  return (
    <span lang={locale} dir={directionOf(locale)}>
      {LOCALE_NAMES[locale]}
    </span>
  );
}

/**
 * The header's language menu (desktop). Choosing re-renders the page in place: same address, same
 * cart (it lives in localStorage), the choice remembered in the `lang` cookie by `useSetLocale`.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const t = useMessages().nav;
  const locale = useLocale();
  const setLocale = useSetLocale();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('gap-2', className)} aria-label={`${t.language}: ${LOCALE_NAMES[locale]}`} data-testid="language-menu">
          <LanguagesIcon className="size-4" aria-hidden />
          <LanguageName locale={locale} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuRadioGroup value={locale} onValueChange={(value) => isLocale(value) && void setLocale(value)}>
          {CHOICES.map((choice) => (
            <DropdownMenuRadioItem key={choice} value={choice}>
              <LanguageName locale={choice} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
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
