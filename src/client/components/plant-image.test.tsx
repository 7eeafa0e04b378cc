import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imagePreload } from '@shared/image-preload';
import { PlantImage } from './plant-image';

const UPLOAD = '/images/uploads/0b9e6d1c-3f4a-4c2e-9a57-1d2b3c4d5e6f.webp';
/** An attribute's value, as React writes its name (`srcSet`). */
const attr = (html: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('PlantImage', () => {
  it('offers an uploaded photo in three widths with sizes, and keeps its box (width/height) so nothing shifts', () => {
    const html = renderToStaticMarkup(<PlantImage src={UPLOAD} alt="Monstera" />);
    expect(attr(html, 'srcSet')).toBe(`${UPLOAD}?w=320 320w, ${UPLOAD}?w=640 640w, ${UPLOAD}?w=1280 1280w`);
    expect(attr(html, 'sizes')).toBe('(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw');
    expect(attr(html, 'src')).toBe(`${UPLOAD}?w=640`);
    expect(attr(html, 'width')).toBe('400');
    expect(attr(html, 'height')).toBe('400');
  });

  it('asks for a thumbnail’s drawn size, so a 48 px cart line takes the smallest width', () => {
    const html = renderToStaticMarkup(<PlantImage src={UPLOAD} alt="" size={48} />);
    expect(attr(html, 'sizes')).toBe('48px');
    expect(attr(html, 'width')).toBe('48');
  });

  it('offers the same widths when the stored address names one (?w=400)', () => {
    const html = renderToStaticMarkup(<PlantImage src={`${UPLOAD}?w=400`} alt="" />);
    expect(attr(html, 'srcSet')).toBe(`${UPLOAD}?w=320 320w, ${UPLOAD}?w=640 640w, ${UPLOAD}?w=1280 1280w`);
  });

  it('leaves a generated SVG illustration as one file', () => {
    const html = renderToStaticMarkup(<PlantImage src="/images/plants/monstera.svg" alt="Monstera" />);
    expect(attr(html, 'src')).toBe('/images/plants/monstera.svg');
    expect(attr(html, 'srcSet')).toBeUndefined();
    expect(attr(html, 'sizes')).toBeUndefined();
  });
});

describe('imagePreload (the rendered page’s head, head-html.ts)', () => {
  it('finds the first high-priority picture in what React renders (`fetchPriority`, `srcSet`) and carries its widths and sizes', () => {
    const html = renderToStaticMarkup(
      <main>
        <PlantImage src="/images/plants/aloe-vera.svg" alt="" />
        <PlantImage src={UPLOAD} alt="Monstera" priority sizes="100vw" />
      </main>,
    );
    expect(imagePreload(html)).toBe(
      `<link rel="preload" as="image" href="${UPLOAD}?w=640" imagesrcset="${UPLOAD}?w=320 320w, ${UPLOAD}?w=640 640w, ${UPLOAD}?w=1280 1280w" imagesizes="100vw" fetchpriority="high" />`,
    );
  });

  it('preloads a drawing by its one file', () => {
    expect(imagePreload(renderToStaticMarkup(<PlantImage src="/images/plants/olive.svg" alt="Olive" priority />))).toBe(
      '<link rel="preload" as="image" href="/images/plants/olive.svg" fetchpriority="high" />',
    );
  });

  it('is nothing when no picture has high priority', () => {
    expect(imagePreload(renderToStaticMarkup(<PlantImage src="/images/plants/olive.svg" alt="" />))).toBeNull();
    expect(imagePreload('<img src="/a.svg" fetchpriority="auto"><p>text</p>')).toBeNull();
  });
});
