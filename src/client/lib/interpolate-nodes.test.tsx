import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { interpolateNodes } from './interpolate-nodes';

describe('interpolateNodes', () => {
  it('puts an element where its placeholder stands, in any word order', () => {
    const number = <code>#a1b2c3d4</code>;
    expect(renderToStaticMarkup(<h1>{interpolateNodes('Order {number}', { number })}</h1>)).toBe('<h1>Order <code>#a1b2c3d4</code></h1>');
    expect(renderToStaticMarkup(<h1>{interpolateNodes('الطلب {number}', { number })}</h1>)).toBe('<h1>الطلب <code>#a1b2c3d4</code></h1>');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(renderToStaticMarkup(<p>{interpolateNodes('{a} and {b}', { a: 'x' })}</p>)).toBe('<p>x and {b}</p>');
  });
});
