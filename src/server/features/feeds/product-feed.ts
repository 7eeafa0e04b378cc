import { toMoneyString, type Centimes } from '@shared/domain/money';

/**
 * The product feed ad platforms read for catalogue and dynamic ads (docs/contract.md §9): RSS 2.0 with
 * the Google Merchant namespace, which Meta's Commerce Manager reads too. One item per thing a customer
 * can buy at one price: a plant's size.
 */
export type FeedItem = {
  id: string;
  /** The plant's number when it is sold in sizes: its sizes are one product in several variants. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  inStock: boolean;
  price: Centimes;
  /** The struck-through price, when the plant is on sale. */
  originalPrice: Centimes | null;
  productType: string | null;
};

export type FeedChannel = { title: string; link: string; description: string; brand: string; language: string };

/** XML 1.0 has no place for control characters other than tab and newlines: they are dropped, not escaped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlText = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** "1500.00 DZD", as both platforms write a price. */
const price = (centimes: Centimes) => `${toMoneyString(centimes)} DZD`;

/** Google caps titles at 150 characters and descriptions at 5,000; Meta at 200 and 9,999. */
const clip = (text: string, max: number) => {
  const value = text.replace(NOT_XML, '');
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};

function itemXml(item: FeedItem, brand: string): string {
  const onSale = item.originalPrice !== null && item.originalPrice > item.price;
  const tag = (name: string, value: string | null) => (value ? `      <${name}>${xmlText(value)}</${name}>` : null);
  return [
    '    <item>',
    tag('g:id', item.id),
    tag('g:item_group_id', item.groupId),
    tag('g:title', clip(item.title, 150)),
    tag('g:description', clip(item.description || item.title, 5000)),
    tag('g:link', item.link),
    tag('g:image_link', item.imageLink),
    tag('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    tag('g:price', price(onSale ? item.originalPrice! : item.price)),
    onSale ? tag('g:sale_price', price(item.price)) : null,
    tag('g:brand', brand),
    tag('g:condition', 'new'),
    tag('g:product_type', item.productType),
    '    </item>',
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

export function productFeedXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${xmlText(channel.title)}</title>`,
    `    <link>${xmlText(channel.link)}</link>`,
    `    <description>${xmlText(channel.description)}</description>`,
    `    <language>${xmlText(channel.language)}</language>`,
    ...items.map((item) => itemXml(item, channel.brand)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
