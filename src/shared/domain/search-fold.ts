/**
 * Folds what people type so that it matches a name however they spell it: French accents, case,
 * apostrophes and dashes; Arabic short vowels, tatweel and the alef / ta marbuta / alef maqsura forms.
 */
export const foldForSearch = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/['’-]/g, ' ')
    .replace(/\s+/g, ' ');
