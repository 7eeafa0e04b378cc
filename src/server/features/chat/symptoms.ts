import { totalStock } from '@shared/domain/sizes';
import type { Plant } from '@shared/contracts/catalog';
import type { ChatLink } from '@shared/contracts/chat';
import { localizedName } from '@shared/domain/catalog-text';
import type { Locale } from '@shared/messages';
import { normalise } from './chat.text';
import { PRODUCT_PATTERNS, PRODUCTS_INTRO, SYMPTOM_LINKS, SYMPTOMS, type Symptom } from './symptoms.knowledge';

/**
 * The assistant's answers to a sick plant's symptoms (issue 41), offline: the symptoms the message
 * names (at most two, the most specific first), their answers in the answer's language, links to My
 * Plants and to the photo diagnosis, and the shop's products that help (a pot, soil) only when the
 * catalogue has them.
 */
export interface SymptomAnswer {
  symptoms: Symptom['id'][];
  text: string;
  plantIds: number[];
  links: ChatLink[];
}

export function symptomsIn(message: string): Symptom[] {
  const text = ` ${normalise(message)} `;
  return SYMPTOMS.filter((s) => s.patterns.some((p) => p.test(text))).slice(0, 2);
}

/** The catalogue items that are a pot or soil (by their names in every language), at most two of each. */
export function helpfulProducts(plants: Iterable<Plant>, kinds: readonly ('pot' | 'soil')[]): Plant[] {
  const out: Plant[] = [];
  for (const kind of kinds) {
    let found = 0;
    for (const p of plants) {
      if (found >= 2) break;
      if (totalStock(p.variants) <= 0) continue;
      const names = [p.name, p.translations.fr.name, p.translations.ar.name].filter((n): n is string => !!n).map(normalise);
      if (names.some((n) => PRODUCT_PATTERNS[kind].test(n)) && !out.includes(p)) {
        out.push(p);
        found++;
      }
    }
  }
  return out;
}

export function answerSymptoms(message: string, lang: Locale, catalogue: () => Iterable<Plant>): SymptomAnswer | undefined {
  const found = symptomsIn(message);
  if (found.length === 0) return undefined;
  const products = helpfulProducts(catalogue(), [...new Set(found.flatMap((s) => s.products))]);
  const parts = found.map((s) => s.answer[lang]);
  if (products.length) parts.push(`${PRODUCTS_INTRO[lang]} ${products.map((p) => localizedName(p, lang)).join(lang === 'ar' ? '، ' : ', ')}.`);
  return {
    symptoms: found.map((s) => s.id),
    text: parts.join('\n\n'),
    plantIds: products.map((p) => p.id),
    links: [
      { href: '/my-plants', label: SYMPTOM_LINKS[lang].myPlants },
      { href: '/my-plants/diagnose', label: SYMPTOM_LINKS[lang].diagnose },
    ],
  };
}
