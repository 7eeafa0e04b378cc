import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import FaqPage from './faq/faq-page';
import PlantCarePage from './plant-care/plant-care-page';
import ReturnsPage from './returns/returns-page';
import ShippingPage from './shipping/shipping-page';
import { exactTextOf, loadContent, renderPage, shopSettings } from './static-pages.render';

/**
 * The spec writes the help pages in French and the default language renders the spec's texts
 * exactly: in `en`, each page's words (title, meta description, every visible character, no-break
 * spaces included) must stay what they were before the pages' content moved out of the code. The
 * expected texts were recorded from the pages as they were, and are committed next to this test.
 */

const titles: { title: string; description?: string }[] = [];
vi.mock('@client/lib/use-document-title', () => ({
  useDocumentTitle: (title: string, description?: string) => titles.push({ title, description }),
}));

const PAGES: [string, ComponentType][] = [
  ['/about', AboutPage],
  ['/contact', ContactPage],
  ['/faq', FaqPage],
  ['/plant-care', PlantCarePage],
  ['/shipping', ShippingPage],
  ['/returns', ReturnsPage],
];

describe('the help pages in the default language (en) are the spec’s French, unchanged', () => {
  beforeAll(() => loadContent('fr'));

  it.each(PAGES)('%s renders the same title, description and text as before', (path, Page) => {
    titles.length = 0;
    // With an engine that declares over 10 000 species, the promise is the spec's own words (decisions 024).
    const { html } = renderPage(Page, path, { coverage: { scope: 'species', species: 10_412 }, settings: shopSettings() });
    expect({ ...titles[0], text: exactTextOf(html) }).toMatchSnapshot();
  });
});
