import { isLocale } from '@shared/messages';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem, FirstUseDropdownMenu } from '@client/components/ui/dropdown-menu';
import { useLocale, useSetLocale } from '@client/lib/i18n';
import { CHOICES, LanguageButton, LanguageName } from './language-switcher';

/** The language menu once it has been used: fetched on the first click and opened at once. */
export function LanguageDropdown({ className }: { className?: string | undefined }) {
  const locale = useLocale();
  const setLocale = useSetLocale();
  return (
    <FirstUseDropdownMenu button={<LanguageButton className={className} />} className="w-40">
      <DropdownMenuRadioGroup value={locale} onValueChange={(value) => isLocale(value) && void setLocale(value)}>
        {CHOICES.map((choice) => (
          <DropdownMenuRadioItem key={choice} value={choice}>
            <LanguageName locale={choice} />
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </FirstUseDropdownMenu>
  );
}
