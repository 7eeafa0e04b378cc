import { describe, expect, it } from 'vitest';
import type { Plant } from '@shared/contracts/catalog';
import { answerSymptoms, symptomsIn } from './symptoms';
import { SYMPTOMS } from './symptoms.knowledge';

const ids = (m: string) => symptomsIn(m).map((s) => s.id);

describe('symptom questions, in the ways customers write', () => {
  const cases: [string, string[]][] = [
    // yellow leaves
    ['Les feuilles de mon monstera jaunissent', ['yellowLeaves']],
    ['My pothos leaves are turning yellow', ['yellowLeaves']],
    ['wra9 ta3 nabta ta3i rahom sfar', ['yellowLeaves']],
    ['الورق تاع النبتة راه يصفار', ['yellowLeaves']],
    ['لماذا تصفر أوراق نبتتي؟', ['yellowLeaves']],
    // brown tips
    ['Les bouts des feuilles sont bruns', ['brownTips']],
    ['the tips are turning brown on my palm', ['brownTips']],
    ['ras el wra9 kahla', ['brownTips']],
    ['اطراف الورق يابسه', ['brownTips']],
    ['أطراف الأوراق بنية', ['brownTips']],
    // soft stem / root rot
    ['La tige est molle et les racines pourries', ['rot']],
    ['soft stem at the base, I think root rot', ['rot']],
    ['nabta rahi tkhmaj mel te7t', ['rot']],
    ['النبتة راهي خامجه من تحت', ['rot']],
    ['جذور نبتتي متعفنة', ['rot']],
    // white powder
    ['Il y a une poudre blanche sur les feuilles', ['whitePowder']],
    ['white powder on the leaves of my rose', ['whitePowder']],
    ['kayen ghobra bida 3la wra9', ['whitePowder']],
    ['كاين غبرة بيضاء على الورق', ['whitePowder']],
    ['ظهر البياض الدقيقي على نبتتي', ['whitePowder']],
    // small insects
    ['Des pucerons sur mon hibiscus', ['insects']],
    ['small bugs and white cotton, mealybugs?', ['insects']],
    ['kayen hachrat sghar f nabta', ['insects']],
    ['كاين حشرات صغار في النبتة', ['insects']],
    ['ظهرت حشرات المن على الأوراق', ['insects']],
    // no flowers
    ['Mon orchidée ne fleurit plus', ['noFlowers']],
    ['My bougainvillea won’t flower', ['noFlowers']],
    ['l orchidée ta3i ma nawarch', ['noFlowers']],
    ['الأوركيدة تاعي ما نورتش', ['noFlowers']],
    ['لماذا لا تزهر نبتتي؟', ['noFlowers']],
  ];
  it.each(cases)('%s → %j', (message, expected) => {
    expect(ids(message)).toEqual(expected);
  });

  it('leaves the shop’s other questions alone (a yellow flower, prices, delivery, insect-repelling plants in general)', () => {
    for (const m of ['Vous avez des fleurs jaunes ?', 'do you sell yellow roses', 'livraison à Oran ?', 'شحال سومة المونستيرا', 'C’est combien le cactus ?', 'نبتة تطرد الناموس', 'ما هي الإضاءة المناسبة لنخلة الكنتية؟', 'هل عندكم البقدونس؟', 'التوصيل إلى الحدود']) expect(ids(m), m).toEqual([]);
  });

  it('answers in the answer’s language, and links a pot or soil only when the shop sells one', () => {
    const noProducts = answerSymptoms('La tige est molle et les racines pourries', 'fr', () => [])!;
    expect(noProducts.text).toBe(SYMPTOMS.find((s) => s.id === 'rot')!.answer.fr);
    expect(noProducts.plantIds).toEqual([]);
    expect(noProducts.links.map((l) => l.href)).toEqual(['/my-plants', '/my-plants/diagnose']);

    const plant = (id: number, name: string, fr: string | null, ar: string | null, stock = 5) =>
      ({ id, name, stock, variants: [{ id, stock }], translations: { fr: { name: fr, description: null }, ar: { name: ar, description: null } } }) as unknown as Plant;
    const shop = [plant(1, 'Monstera', null, null), plant(2, 'Terracotta pot 14 cm', 'Pot en terre cuite 14 cm', 'أصيص فخاري 14 سم'), plant(3, 'Cactus soil 5 L', 'Terreau cactées 5 L', 'تربة الصبار 5 ل'), plant(4, 'Pot sold out', null, null, 0)];
    const ar = answerSymptoms('جذور نبتتي متعفنة', 'ar', () => shop)!;
    expect(ar.plantIds).toEqual([2, 3]);
    expect(ar.text).toContain('يبيع المتجر ما يساعد: أصيص فخاري 14 سم، تربة الصبار 5 ل.');
    // White powder needs neither: nothing is sold to the customer for it.
    expect(answerSymptoms('white powder on the leaves', 'en', () => shop)!.plantIds).toEqual([]);
  });
});
