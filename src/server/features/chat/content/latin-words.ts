/**
 * Latin words an Arabic answer may keep: brand names of payment means and of the toxicity list,
 * and the bank and postal account codes (RIB, CCP). Codes and examples (an order number, an e-mail) are not words.
 */
const LATIN_ALLOWED_IN_ARABIC = ['CIB', 'RIB', 'CCP', 'ASPCA', 'Edahabia'];

/**
 * The Latin words of an Arabic text outside placeholders, e-mails, order numbers, scientific names
 * given in brackets after an Arabic name, and the allowed names: what the tests hold Arabic
 * answers to (an Arabic answer speaks Arabic).
 */
export function latinWordsInArabic(text: string, scientificNames: readonly string[] = []): string[] {
  let stripped = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ')
    .replace(/#[0-9a-f]{8}\b/gi, ' ');
  for (const name of [...scientificNames, ...LATIN_ALLOWED_IN_ARABIC]) {
    stripped = stripped.replace(new RegExp(`(?<![A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'), ' ');
  }
  return stripped.match(/[A-Za-z]+/g) ?? [];
}
