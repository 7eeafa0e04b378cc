import type { Locale } from '@shared/messages';
import { complete, type ChatModelConfig } from '../../integrations/llm/chat-completions';

/**
 * The optional language model: it gets the same facts the offline engine retrieved and phrases an
 * answer from them only. Its text is accepted only when every number in it appears in those facts
 * (a model that invents a price, a delay or a date is caught); prices and stock of plants are never
 * in its context — the widget shows them from the catalogue, next to the answer.
 */

/** The answer's language as the model is told it. */
const LANGUAGE: Record<Locale, string> = {
  fr: 'French',
  en: 'English',
  ar: 'Modern Standard Arabic (Latin digits 0-9, prices as written in the context)',
};

export function systemPrompt(lang: Locale): string {
  return [
    'You are the Plant Assistant of Nabta, an online plant shop in Algeria.',
    'Answer the customer using ONLY the facts given in the context. Do not add facts, figures, prices, delays or policies that are not in it.',
    'If the context does not answer the question, say you are not sure and suggest the Contact page.',
    'Never state the price or the stock of a plant: the shop shows them next to your answer.',
    `Answer in ${LANGUAGE[lang]}, in at most 120 words, as plain text without markdown.`,
  ].join('\n');
}

export function userPrompt(question: string, passages: readonly string[]): string {
  return [`Context:`, ...passages.map((p) => `- ${p.replace(/\s+/g, ' ').trim()}`), '', `Customer: ${question}`].join('\n');
}

/** Every number of a text, digits only ("5 000,00" → 500000, "2–3" → 2 and 3). */
export function numbersIn(text: string): string[] {
  const grouped = text.replace(/(\d)[\s\u00a0\u202f.](?=\d{3}\b)/g, '$1');
  return (grouped.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(/[.,]00$/, '').replace(',', '.'));
}

/** True when every number of the answer is one of the context's. */
export function isGrounded(answer: string, passages: readonly string[]): boolean {
  const known = new Set(passages.flatMap(numbersIn));
  return numbersIn(answer).every((n) => known.has(n));
}

/**
 * The model's answer, or null when it must not be used (not grounded, empty, too long). Errors of
 * the model itself (timeout, HTTP, garbage) are thrown for the caller to log and fall back on.
 */
export async function llmAnswer(config: ChatModelConfig, lang: Locale, question: string, passages: readonly string[]): Promise<string | null> {
  const text = await complete(config, [
    { role: 'system', content: systemPrompt(lang) },
    { role: 'user', content: userPrompt(question, passages) },
  ]);
  const clean = text.replace(/\*\*|__|^#+\s*/gm, '').trim();
  if (!clean || clean.length > 2000) return null;
  return isGrounded(clean, passages) ? clean : null;
}
