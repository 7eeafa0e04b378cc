import { describe, expect, it } from 'vitest';
import type { IdentifyCoverage } from '@shared/domain/shop-facts';
import { t } from '@shared/messages/catalogues';
import { renderPage } from '../static-pages.render';
import HomePage from './home-page';

/**
 * Decisions.md §6: the home page's figures and its promise about identification come from the shop's
 * data (GET /api/figures) and its engines (GET /api/identify/engines), never from fixed text.
 */
const [en, ar] = [t('en'), t('ar')];
const PLANTNET: IdentifyCoverage = { scope: 'species', species: 84_612 };
const home = (options: Parameters<typeof renderPage>[2]) => renderPage(HomePage, '/', options);

describe('the home page on a fresh install', () => {
  it('shows no figure, and promises the plants of the shop, not "over 10000 species"', () => {
    const { html, text } = home({ tr: en, figures: { identifications: null, species: null, customers: null }, coverage: { scope: 'shop', species: 37 } });
    expect(html).not.toContain('data-testid="home-figures"');
    expect(text).toContain(en.m.home.heroTextOffline);
    expect(text).toContain(en.m.home.heroTitleOffline);
    expect(text).not.toContain(en.m.home.heroTitle);
    expect(text).toContain(en.m.shop.home.whyAiTextOffline);
    expect(text).not.toMatch(/10K\+|10000|10,000|Happy Customers|Plants Identified/);
  });
});

describe('the home page of a shop with Pl@ntNet and customers', () => {
  const figures = { identifications: 12_345, species: 84_612, customers: 230 };

  it('writes each count rounded down in the spec’s style, and the figure Pl@ntNet declares in the promise', () => {
    const { text } = home({ tr: en, figures, coverage: PLANTNET });
    expect(text).toContain('12K+ Plants Identified');
    expect(text).toContain('84K+ Plant Species');
    expect(text).toContain('200+ Happy Customers');
    expect(text).toContain('Snap a photo to identify a plant with AI — free, over 84,000 species — then shop');
    expect(text).toContain('Identify any plant from a photo in seconds — free, over 84,000 species.');
  });

  it('in Arabic, writes the whole number with "+" first', () => {
    const { text } = home({ tr: ar, figures, coverage: PLANTNET });
    expect(text).toContain('+12000 نبتة تم التعرف عليها');
    expect(text).toContain('+84000 نوع من النباتات');
    expect(text).toContain('+200 زبون راضٍ');
    expect(text).toContain('مجانًا، أكثر من 84 000 نوع');
  });

  it('hides a figure below the threshold (null) and keeps the others', () => {
    const { html, text } = home({ tr: en, figures: { identifications: 150, species: null, customers: null }, coverage: { scope: 'world', species: null } });
    expect(text).toContain('100+ Plants Identified');
    expect(html).not.toContain('home-figure-species');
    expect(html).not.toContain('home-figure-customers');
    expect(text).toContain('free, plants from all over the world');
  });
});
