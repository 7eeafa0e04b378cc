import { describe, expect, it } from 'vitest';
import { ARABIC_NAMES, LIGHT_AR, WATER_AR } from '../../identify/species/species.ar';
import { answersAr } from './answers.ar';
import { answersEn } from './answers.en';
import { answersFr } from './answers.fr';
import { voice } from './answers';
import { latinWordsInArabic as latinWords } from './latin-words';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) out.set(path, text);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join();

const english = flatten(answersEn);

describe.each([
  ['fr', answersFr],
  ['ar', answersAr],
] as const)('the assistant’s %s words', (_locale, answers) => {
  const texts = flatten(answers);

  it('have every English key and no other, none empty', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...texts].filter(([, text]) => !text.trim()).map(([k]) => k)).toEqual([]);
  });

  it('keep the placeholders of every English text', () => {
    expect([...english].filter(([k, text]) => placeholders(texts.get(k)!) !== placeholders(text)).map(([k]) => k)).toEqual([]);
  });
});

describe('the assistant’s Arabic', () => {
  it('has no Latin word outside brand names and codes, and Latin digits only', () => {
    const arabic = [...flatten(answersAr).values(), ...Object.values(ARABIC_NAMES).flat(), ...Object.values(LIGHT_AR), ...Object.values(WATER_AR)];
    expect(arabic.filter((text) => latinWords(text).length > 0)).toEqual([]);
    expect(arabic.filter((text) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text))).toEqual([]);
  });

  it('catches what the check is for', () => {
    expect(latinWords('طلبك #1a2b3c4d عبر CIB، contact@nabta.dz')).toEqual([]);
    expect(latinWords('Delivery to وهران')).toEqual(['Delivery', 'to']);
  });

  it('counts days and hours with Arabic agreement', () => {
    const ar = voice('ar');
    expect([1, 2, 7, 14, 30, 100].map((n) => ar.count('days', n))).toEqual(['يوم واحد', 'يومين', '7 أيام', '14 يومًا', '30 يومًا', '100 يوم']);
    expect([4, 24, 48].map((n) => ar.count('hours', n))).toEqual(['4 ساعات', '24 ساعة', '48 ساعة']);
    expect(voice('en').count('days', 7)).toBe('7 days');
    expect(voice('en').count('hours', 4)).toBe('4 h');
    expect(voice('fr').count('days', 1)).toBe('1 jour');
  });
});

describe('the assistant’s French', () => {
  it('translates every English text (except the words French shares)', () => {
    const same = new Set(['FAQ', '({names})', '{text}']);
    const fr = flatten(answersFr);
    expect([...english].filter(([k, text]) => fr.get(k) === text && !same.has(text) && /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''))).map(([k]) => k)).toEqual([]);
  });
});
