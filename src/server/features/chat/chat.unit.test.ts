import { describe, expect, it } from 'vitest';
import { wateringFrequency } from './chat.format';
import { buildKnowledge, lightFromText, waterFromText } from './chat.knowledge';
import { isGrounded, numbersIn } from './chat.llm';
import { arabiziSkeleton, detectLanguage, editDistance, looksArabizi, normalise, stems, tokenize } from './chat.text';
import { darijaSpelling, findOrderRef, findPrice, understand } from './chat.understand';
import { voice } from './content/answers';

const knowledge = buildKnowledge('test', []);
const topic = (message: string) => understand(message, knowledge, 'en').topics[0]?.topic;

describe('text', () => {
  it('normalises case, accents, apostrophes and Arabic letter forms; keeps digits', () => {
    expect(normalise("L'Arrosage de l’ALOÈS, svp !")).toBe('l arrosage de l aloes svp');
    expect(normalise('Œillet')).toBe('oeillet');
    expect(normalise('ch7al 3andkom')).toBe('ch7al 3andkom');
    expect(normalise('إكليل الجبل')).toBe('اكليل الجبل');
    expect(normalise('طلبيّة')).toBe('طلبيه');
  });

  it('normalises Arabic: no tashkeel or tatweel, one alef, yā’ for alif maqṣūra, hā’ for tā’ marbūṭa', () => {
    expect(normalise('كَمْ سِعْرُ التَّوْصِيلِ إِلَى وَهْرَان؟')).toBe('كم سعر التوصيل الي وهران');
    expect(normalise('التـــوصيل')).toBe('التوصيل');
    expect(normalise('أين طلبي؟ آخر إرجاع')).toBe('اين طلبي اخر ارجاع');
    expect(normalise('مستشفى')).toBe('مستشفي');
    expect(normalise('الحديقة')).toBe('الحديقه');
    expect(normalise('١٦')).toBe('16');
  });

  it('reads an Arabic word with its attached conjunction or preposition as the word itself', () => {
    const tokens = (s: string) => understand(s, knowledge, 'ar').tokens;
    expect(tokens('والدفع بالتوصيل للتوصيل')).toEqual(['الدفع', 'التوصيل', 'التوصيل']);
    expect(tokens('وهران')).toEqual(['وهران']);
  });

  it('stems French and English alike', () => {
    expect(stems('plantes')).toContain('plant');
    expect(stems('plants')).toContain('plant');
    expect(stems('arroser')[0]).toBe(stems('arrosez')[0]);
    expect(stems('watering')).toContain('water');
  });

  it('answers Arabic script in Arabic, whatever the reader’s language', () => {
    for (const reader of ['en', 'fr', 'ar'] as const) {
      expect(detectLanguage('كم سعر التوصيل', tokenize('كم سعر التوصيل'), reader)).toMatchObject({ lang: 'ar', arabicScript: true, fromMessage: true });
    }
    expect(detectLanguage('livraison à وهران ?', tokenize('livraison à وهران ?'), 'fr').lang).toBe('ar');
  });

  it('answers a clearly French or English message in its own language, whatever the reader’s language', () => {
    const lang = (s: string, reader: 'en' | 'fr' | 'ar') => detectLanguage(s, tokenize(s), reader).lang;
    expect(lang('Combien coûte la livraison ?', 'en')).toBe('fr');
    expect(lang('Combien coûte la livraison ?', 'ar')).toBe('fr');
    expect(lang('how much is shipping to Oran?', 'fr')).toBe('en');
    expect(lang('Hello', 'ar')).toBe('en');
    expect(lang('merci', 'en')).toBe('fr');
  });

  it('answers darija in Latin letters in Arabic for an Arabic reader, else in French', () => {
    const guess = (reader: 'en' | 'fr' | 'ar') => detectLanguage('ch7al tewsel l wahran', tokenize('ch7al tewsel l wahran'), reader);
    expect(guess('en')).toMatchObject({ lang: 'fr', darija: true });
    expect(guess('fr').lang).toBe('fr');
    expect(guess('ar').lang).toBe('ar');
  });

  it('reads the spellings of one darija word in Latin letters as one word', () => {
    for (const group of [
      ['ch7al', 'chhal', 'cha7al', 'chehal'],
      ['kifach', 'kifash', 'kifech'],
      ['wach', 'wesh', 'ouach'],
      ['nsgi', 'nesqi', 'nseqi', 'nsa9i'],
      ['tewsel', 'tousel', 'twsel', 'toussel'],
    ]) {
      expect(new Set(group.map(arabiziSkeleton)).size, group.join(' ')).toBe(1);
    }
    expect(darijaSpelling('nesqi')).toBe(darijaSpelling('nsgi'));
    expect(darijaSpelling('nesqi')).toBeDefined();
    expect(darijaSpelling('3end')).toBe('3and');
    // A word no lexicon entry spells so has no darija reading.
    expect(darijaSpelling('xylophone')).toBeUndefined();
  });

  it('takes Arabizi digits as darija, not an order number, a wilaya code or an amount', () => {
    for (const word of ['ta3i', 'n9der', 'ch7al', '3andkom', 'l3asima']) expect(looksArabizi(word), word).toBe(true);
    for (const word of ['2f515de9', 'w16', '2k', '1500da', '16', 'livraison']) expect(looksArabizi(word), word).toBe(false);
    expect(detectLanguage('kifash nesqi aloe vera', tokenize('kifash nesqi aloe vera'), 'en')).toMatchObject({ lang: 'fr', darija: true });
  });

  it('answers a message with no language clue in the reader’s language', () => {
    for (const reader of ['en', 'fr', 'ar'] as const) {
      for (const s of ['aloe vera', 'monstera ?', '16', 'plante plant']) {
        expect(detectLanguage(s, tokenize(s), reader), s).toMatchObject({ lang: reader, fromMessage: false });
      }
    }
  });

  it('measures typos, swaps included', () => {
    expect(editDistance('livraison', 'livrasion', 2)).toBe(1);
    expect(editDistance('arosage', 'arrosage', 2)).toBe(1);
    expect(editDistance('oran', 'constantine', 2)).toBe(3);
  });
});

describe('reading a message', () => {
  it('finds price limits in French, English and darija, with thousands separators and "k"', () => {
    expect(findPrice('plantes à moins de 1 000 DA', true)).toEqual({ max: 100_000 });
    expect(findPrice('under 1500da', true)).toEqual({ max: 150_000 });
    expect(findPrice('budget 2k', true)).toEqual({ max: 200_000 });
    expect(findPrice('entre 500 et 2000 DA', true)).toEqual({ min: 50_000, max: 200_000 });
    expect(findPrice('une plante à 1.500 DA', true)).toEqual({ max: 150_000 });
    expect(findPrice('livraison à Oran', true)).toBeUndefined();
  });

  it('finds an order number as shown (#1a2b3c4d) or as a full id, not any number', () => {
    expect(findOrderRef('où en est ma commande #1A2B3C4D ?')).toBe('1a2b3c4d');
    expect(findOrderRef('order 3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(findOrderRef('ma commande 1a2b3c4d')).toBe('1a2b3c4d');
    expect(findOrderRef('mon numéro 12345678')).toBeUndefined();
  });

  it('recognises wilayas by name, darija and Arabic spelling, code, and with a typo', () => {
    const wilaya = (s: string) => understand(s, knowledge, 'en').wilaya?.code;
    expect(wilaya('livraison à Oran')).toBe(31);
    expect(wilaya('tewsel l wahran?')).toBe(31);
    expect(wilaya('التوصيل الى قسنطينة')).toBe(25);
    expect(wilaya('frais de port wilaya 16')).toBe(16);
    expect(wilaya('livraison a constantin')).toBe(25);
    expect(wilaya('livraison à Bordj Bou Arreridj')).toBe(34);
    expect(wilaya('livraison en Algérie')).toBeUndefined();
    expect(wilaya('كم سعر التوصيل إلى وهران؟')).toBe(31);
    expect(wilaya('بكم التوصيل للجزائر العاصمة')).toBe(16);
    // Darija: "dzayer" is Algiers, "ga3 dzayer" the whole country; an article may be written on the name.
    expect(wilaya('ch7al livraison l dzayer')).toBe(16);
    expect(wilaya('twasslou l ga3 dzayer?')).toBeUndefined();
    expect(understand('twasslou l ga3 dzayer?', knowledge, 'en').country).toBe(true);
    expect(wilaya('chhal livraison lwahran')).toBe(31);
    // Arabic words one letter apart are other words: "الأسئلة" (questions) is not المسيلة.
    expect(wilaya('ما هي الأسئلة الشائعة عن الحساب؟')).toBeUndefined();
  });

  it('tells kinds of questions apart', () => {
    expect(topic('frais de livraison pour Sétif')).toBe('shipping');
    expect(topic('paiement à la livraison possible ?')).toBe('payment');
    expect(topic('je veux retourner ma plante')).toBe('returns');
    expect(topic('statut de ma commande')).toBe('order');
    expect(topic('comment arroser le romarin')).toBe('care');
    expect(topic('plante pour balcon ensoleillé')).toBe('find');
    expect(topic('vos horaires ?')).toBe('hours');
    expect(topic('parler à un humain')).toBe('human');
    expect(topic('bonjour')).toBe('greeting');
    expect(topic('combien coûte le romarin')).toBe('product');
  });

  it('tells kinds of questions apart in Arabic', () => {
    expect(topic('كم سعر التوصيل إلى وهران؟')).toBe('shipping');
    expect(topic('هل يمكنني إرجاع نبتة؟')).toBe('returns');
    expect(topic('هل يمكن الدفع عند الاستلام؟')).toBe('payment');
    expect(topic('أين طلبي؟')).toBe('order');
    expect(topic('ما هي أوقات العمل؟')).toBe('hours');
    expect(topic('كيف أتصل بكم؟')).toBe('contact');
    expect(topic('أريد التحدث مع شخص حقيقي')).toBe('human');
    expect(topic('السلام عليكم')).toBe('greeting');
    expect(topic('شكرا جزيلا')).toBe('thanks');
    expect(topic('أوراق نبتتي صفراء')).toBe('faq');
    expect(topic('كيف أنشئ حسابا؟ نسيت كلمة المرور')).toBe('faq');
  });

  it('reads what a plant must bear', () => {
    const u = understand('une plante pet-safe qui demande peu d’eau pour un bureau sombre', knowledge, 'en');
    expect([...u.needs].sort()).toEqual(['dry', 'indoor', 'pet', 'shade']);
  });
});

describe('care sheets', () => {
  it('reads light and watering from the catalogue’s English care lines', () => {
    expect([...lightFromText('Full sun to bright light')].sort()).toEqual(['bright', 'sun']);
    expect([...lightFromText('Low to bright indirect light')].sort()).toEqual(['bright', 'shade']);
    expect(lightFromText('Full sun to partial shade').has('sun-partial')).toBe(true);
    expect(waterFromText('Every 2–3 weeks; let the soil dry out completely')).toBe('sparse');
    expect(waterFromText('Weekly in summer, every 2–3 weeks in winter')).toBe('moderate');
    expect(waterFromText('Every 2–3 days; keep the soil evenly moist')).toBe('moist');
    expect(waterFromText('Aquatic: keep fully submerged')).toBe('aquatic');
  });

  it('says a watering rhythm in French and in Arabic, with Arabic number agreement', () => {
    const fr = voice('fr');
    expect(wateringFrequency(fr, 'Every 2–3 weeks; let the soil dry out completely')).toBe('toutes les 2–3 semaines');
    expect(wateringFrequency(fr, 'Weekly in summer, every 2–3 weeks in winter')).toBe('une fois par semaine en été, toutes les 2–3 semaines en hiver');
    expect(wateringFrequency(fr, 'Every 7–10 days')).toBe('tous les 7–10 jours');
    expect(wateringFrequency(fr, 'Keep permanently wet')).toBeUndefined();
    const ar = voice('ar');
    expect(wateringFrequency(ar, 'Every 7–10 days')).toBe('كل 7–10 أيام');
    expect(wateringFrequency(ar, 'Every 10–14 days')).toBe('كل 10–14 يومًا');
    expect(wateringFrequency(ar, 'Weekly in summer, every 2–3 weeks in winter')).toBe('مرة في الأسبوع في الصيف، كل 2–3 أسابيع في الشتاء');
  });
});

describe('grounding the language model', () => {
  it('reads every number of a text, French and English formats alike', () => {
    expect(numbersIn('5 000,00 DA, 2–3 jours')).toEqual(['5000', '2', '3']);
    expect(numbersIn('5000.00 DA')).toEqual(['5000']);
  });

  it('accepts an answer whose numbers are all in the facts, refuses one with a new figure', () => {
    const facts = ['La livraison est gratuite à Alger dès 5 000,00 DA.', 'Délai : 2–3 jours.'];
    expect(isGrounded('Gratuite dès 5000 DA, livrée en 2 à 3 jours.', facts)).toBe(true);
    expect(isGrounded('Gratuite dès 4000 DA.', facts)).toBe(false);
    expect(isGrounded('Bonjour !', facts)).toBe(true);
  });
});
