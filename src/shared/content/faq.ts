import type { Translator } from '../messages';
import { faqAr } from './faq/ar';
import { faqFr } from './faq/fr';
import type { FaqCategoryData, FaqContent, FaqLive } from './faq/types';
import { contentLocaleOf, contentTranslator, type ContentLocale } from './language';

export type { FaqCategoryData, FaqContent, FaqEntryData, FaqLive } from './faq/types';
export { richTextLinks, richTextToPlain, type RichPart, type RichText } from './rich-text';

/**
 * The FAQ's questions and answers, written once per language: the FAQ page renders them and the
 * chat assistant searches them. Spec §2 Static pages: four categories of questions, in the reader's
 * language (`tr`: French for `en` and `fr`, Arabic for `ar`), with the same ids in every language.
 * `freeShipping` is the live threshold.
 */
export function faqData(tr: Translator, live: FaqLive): FaqCategoryData[] {
  const content: Record<ContentLocale, FaqContent> = { fr: faqFr, ar: faqAr };
  return content[contentLocaleOf(tr.locale)].categories(contentTranslator(tr), live);
}

