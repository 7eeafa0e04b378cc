import { describe, expect, it } from 'vitest';
import { isolated } from '@shared/domain/typed-text';
import { wilayaByCode } from '@shared/domain/wilayas';
import { t } from '@shared/messages/catalogues';
import { overridesContained } from '../../../../tests/helpers/bidi';
import { bankTransferEmail, cashOnDeliveryEmail, ccpTransferEmail, newOrderAlertEmail, type BankTransferEmailInput } from './orders.emails';

const NBSP = '\u00a0';
const input = (bank = { bankName: 'BNA', bankAccountHolder: 'SARL Nabta', bankRib: '00100123012345678912' }): BankTransferEmailInput => ({
  orderId: '2f1c7e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
  customerName: 'Amina Benali',
  lines: [{ name: 'Olivier', quantity: 2, unitPrice: 250_000 }],
  totals: { subtotal: 500_000, shipping: 0, discount: 0, total: 500_000 },
  siteName: 'Nabta',
  destination: { wilaya: wilayaByCode(31)!, delivery: 'home' },
  bank,
});

describe('the bank transfer e-mail', () => {
  it('is written in English only for an English order, with the spec’s figures', () => {
    const mail = bankTransferEmail(input(), t('en'));
    expect(mail.subject).toBe('Order #c3d4e5f6 — bank transfer details');
    expect(mail.text).toContain(`  - ${isolated('Olivier')} × 2 — 2500.00 DA = 5000.00 DA`);
    expect(mail.text).toContain('  Shipping (Oran (31), home delivery): Free');
    expect(mail.text).toContain('  Total to transfer: 5000.00 DA');
    expect(mail.text).toContain('  Reference: #c3d4e5f6');
    expect(mail.text).not.toMatch(/Bonjour|Virement|Total à virer/);
  });

  it('is written in Arabic for an Arabic order: the wilaya’s Arabic name, amounts in دج', () => {
    const mail = bankTransferEmail(input({ bankName: '', bankAccountHolder: '', bankRib: '' }), t('ar'));
    expect(mail.subject).toBe('الطلب #c3d4e5f6 — معلومات التحويل البنكي');
    expect(mail.text).toContain('التوصيل (وهران (31)، إلى المنزل): مجاني');
    expect(mail.text).toContain(`المبلغ المطلوب تحويله: 5${NBSP}000,00${NBSP}دج`);
    expect(mail.text).toContain('(ستُرسل إليك خدمة العملاء معلوماتنا البنكية.)');
    expect(mail.text).not.toMatch(/\bDA\b|Hello|Bonjour/);
  });
});

describe('the order e-mails name a code’s discount (docs/contract.md §8)', () => {
  const discounted = { ...input(), totals: { subtotal: 500_000, shipping: 0, discount: 50_000, total: 450_000 }, couponCode: 'PRINTEMPS10' };
  it('show the code and what it took off before the total, in the order’s language', () => {
    const en = cashOnDeliveryEmail(discounted, t('en')).text;
    expect(en).toContain(`  Discount ${isolated('PRINTEMPS10')}: −500.00 DA`);
    expect(en.indexOf('Discount')).toBeLessThan(en.indexOf('4500.00 DA'));
    expect(cashOnDeliveryEmail(discounted, t('ar')).text).toContain(`التخفيض ${isolated('PRINTEMPS10')}: −500,00${NBSP}دج`);
  });

  it('say nothing of a discount when there was none', () => {
    expect(cashOnDeliveryEmail(input(), t('en')).text).not.toContain('Discount');
  });
});

describe('the order e-mails lead back to the order page', () => {
  const url = 'https://nabta.dz/order/2f1c7e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6';
  it('give its link, in the order’s language, when the shop’s address is known', () => {
    expect(bankTransferEmail({ ...input(), orderUrl: url }, t('en')).text).toContain(`You will also find it on your order page: ${url}`);
    expect(cashOnDeliveryEmail({ ...input(), orderUrl: url }, t('fr')).text).toContain(url);
    expect(cashOnDeliveryEmail({ ...input(), orderUrl: url }, t('ar')).text).toContain(url);
  });

  it('say nothing of a page they cannot link to', () => {
    expect(bankTransferEmail(input(), t('en')).text).not.toContain('order page');
  });
});


describe('what people typed, in the order e-mails (docs/contract.md §2, bidi)', () => {
  const RLO = '\u202E';
  const typed = {
    ...input({ bankName: `${RLO}BNA`, bankAccountHolder: 'شركة نبتة', bankRib: `${RLO}00100123012345678912` }),
    customerName: `${RLO}Amina`,
    lines: [{ name: `Olivier ${RLO}d’Alger`, quantity: 2, unitPrice: 250_000 }],
    siteName: `Nabta${RLO}`,
  };

  it('isolates the customer’s name, the plants’ names, the bank details and the shop’s name: an override typed in one ends with it', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const mails = [
        bankTransferEmail(typed, t(locale)),
        ccpTransferEmail({ ...typed, ccp: { ccpNumber: '0012345678', ccpKey: '12', ccpHolder: `${RLO}SARL Nabta` } }, t(locale)),
        cashOnDeliveryEmail(typed, t(locale)),
        newOrderAlertEmail({ ...typed, method: 'Cash on Delivery', phone: '+213550123456', adminUrl: 'https://nabta.dz/admin/orders/1' }, t(locale)),
      ];
      for (const mail of mails) {
        expect(overridesContained(mail.text), `${locale}: ${mail.text}`).toBe(true);
        expect(overridesContained(mail.subject)).toBe(true);
      }
    }
    expect(bankTransferEmail(typed, t('fr')).text).toContain(`Bonjour ${isolated(`${RLO}Amina`)},`);
  });

  it('isolates an Arabic name in a French e-mail and a Latin one in an Arabic e-mail, links left whole', () => {
    const url = 'https://nabta.dz/order/2f1c7e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6';
    expect(cashOnDeliveryEmail({ ...input(), customerName: 'أمينة بن علي', orderUrl: url }, t('fr')).text).toContain(`Bonjour ${isolated('أمينة بن علي')},`);
    const ar = cashOnDeliveryEmail({ ...input(), orderUrl: url }, t('ar')).text;
    expect(ar).toContain(isolated('Amina Benali'));
    expect(ar).toContain(` ${url}`);
    expect(ar).not.toContain(isolated(url));
  });
});
