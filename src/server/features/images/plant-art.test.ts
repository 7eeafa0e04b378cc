import { describe, expect, it } from 'vitest';
import { seedCategories, seedPlants } from '../../db/seed/catalogue.data';
import { PLANT_FORMS, POT_STYLES, escapeXml, renderCategorySvg, renderPlantSvg, type PlantArt } from './plant-art';

const base: PlantArt = { form: 'fern', leaf: '#4d9a42', accent: '#e8457c', pot: 'terracotta', background: '#e6f1e4' };

/** Checks that every tag is closed in order (a light well-formedness check without an XML parser). */
function expectBalancedTags(svg: string): void {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // Nothing outside tags except text content: no stray '<' left unmatched.
  expect(svg.replace(/<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*?)(\/?)>/g, '')).not.toMatch(/[<>]/);
}

function expectCleanSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  // Standalone: no links, scripts, fonts or any URL other than the SVG namespace.
  expect(svg).not.toMatch(/href|<script|<image|@import|url\(|font-family/i);
  expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
  expectBalancedTags(svg);
}

describe('renderPlantSvg', () => {
  it('returns a complete, standalone SVG document', () => {
    const svg = renderPlantSvg(base, { title: 'Boston Fern' });
    expectCleanSvg(svg);
    expect(svg).toContain('<title>Boston Fern</title>');
  });

  it('omits the title element when no title is given', () => {
    expect(renderPlantSvg(base)).not.toContain('<title');
  });

  it('escapes markup in the title', () => {
    const svg = renderPlantSvg(base, { title: 'Fern <b>big</b> & "friends"' });
    expect(svg).toContain('<title>Fern &lt;b&gt;big&lt;/b&gt; &amp; &quot;friends&quot;</title>');
    expect(svg).not.toContain('<b>');
    expectBalancedTags(svg);
  });

  it('is deterministic: the same input always gives the same string', () => {
    const first = renderPlantSvg(base, { title: 'x' });
    renderPlantSvg({ ...base, form: 'palm' });
    expect(renderPlantSvg({ ...base }, { title: 'x' })).toBe(first);
    for (const plant of seedPlants.slice(0, 6)) expect(renderPlantSvg(plant.art)).toBe(renderPlantSvg(structuredClone(plant.art)));
  });

  it('draws a different picture for every form', () => {
    const pictures = new Set(PLANT_FORMS.map((form) => renderPlantSvg({ ...base, form })));
    expect(pictures.size).toBe(PLANT_FORMS.length);
  });

  it('draws a different pot for every pot style', () => {
    const pictures = new Set(POT_STYLES.map((pot) => renderPlantSvg({ ...base, pot })));
    expect(pictures.size).toBe(POT_STYLES.length);
  });

  it('uses the seed for natural variation', () => {
    expect(renderPlantSvg({ ...base, seed: 'a' })).not.toBe(renderPlantSvg({ ...base, seed: 'b' }));
    expect(renderPlantSvg({ ...base, seed: 'a' })).toBe(renderPlantSvg({ ...base, seed: 'a' }));
  });

  it('uses the given colours', () => {
    const svg = renderPlantSvg({ ...base, form: 'flowering-shrub', leaf: '#123456', accent: '#abcdef', background: '#fedcba' });
    expect(svg).toContain('#123456');
    expect(svg).toContain('#abcdef');
    expect(svg).toContain('#fedcba');
  });

  it('never copies a malformed colour into the markup', () => {
    const svg = renderPlantSvg({ ...base, leaf: '"/><script>alert(1)</script>', accent: 'red" onload="x', background: 'url(http://evil)' });
    expectCleanSvg(svg);
    expect(svg).not.toContain('onload');
  });

  it('renders every form in every pot without broken numbers', () => {
    for (const form of PLANT_FORMS) {
      for (const pot of POT_STYLES) expectCleanSvg(renderPlantSvg({ ...base, form, pot, scale: 1.2 }));
    }
  });

  it('keeps every seed plant picture well-formed and under 12 KB', () => {
    for (const plant of seedPlants) {
      const svg = renderPlantSvg(plant.art, { title: plant.name });
      expectCleanSvg(svg);
      expect(Buffer.byteLength(svg), plant.slug).toBeLessThan(12 * 1024);
    }
  });
});

describe('renderCategorySvg', () => {
  it('renders every seed category as a clean, titled SVG of reasonable size', () => {
    for (const category of seedCategories) {
      const svg = renderCategorySvg(category.art, { title: category.name });
      expectCleanSvg(svg);
      expect(svg).toContain(`<title>${escapeXml(category.name)}</title>`);
      expect(Buffer.byteLength(svg), category.slug).toBeLessThan(32 * 1024);
    }
  });

  it('is deterministic and depends on its plants', () => {
    const art = seedCategories[0]!.art;
    expect(renderCategorySvg(art)).toBe(renderCategorySvg(structuredClone(art)));
    expect(renderCategorySvg(art)).not.toBe(renderCategorySvg({ ...art, plants: art.plants.slice(0, 1) }));
  });

  it('escapes the title and copes with one to three plants', () => {
    const plants = [base, { ...base, form: 'opuntia' as const }, { ...base, form: 'palm' as const }];
    for (let n = 1; n <= 3; n++) {
      const svg = renderCategorySvg({ background: '#eeeeee', plants: plants.slice(0, n) }, { title: 'A & <B>' });
      expectCleanSvg(svg);
      expect(svg).toContain('<title>A &amp; &lt;B&gt;</title>');
    }
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });
});
