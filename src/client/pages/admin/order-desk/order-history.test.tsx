import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, OrderEvent } from '@shared/contracts/order-desk';
import { t } from '@shared/messages/catalogues';
import { I18nProvider } from '@client/lib/i18n';
import { OrderHistory } from './order-history';

const returned = (reason: string, reasonCode?: string): OrderEvent => ({
  id: 1,
  kind: 'status',
  at: '2026-11-30T10:00:00.000Z',
  actorEmail: null,
  fromStatus: 'shipped',
  toStatus: 'returned',
  note: `Yalidine: ${reason}`,
  details: { by: 'courier', courier: 'yalidine', via: 'webhook', reason, ...(reasonCode ? { reasonCode } : {}) },
});

const renderAr = (event: OrderEvent) =>
  renderToStaticMarkup(
    <I18nProvider initial={t('ar')}>
      <OrderHistory order={{ createdAt: '2026-11-29T10:00:00.000Z', history: [event] } as AdminOrderDetail} />
    </I18nProvider>,
  );

describe('the desk’s order history', () => {
  it('says the courier’s documented reason for a return in the admin’s language', () => {
    const html = renderAr(returned('Le client n’a pas commandé', 'not_ordered'));
    expect(html).toContain('السبب: يقول الزبون إنه لم يطلب');
    expect(html).not.toContain('Le client n’a pas commandé');
  });

  it('keeps an unlisted reason in the courier’s words, isolated for direction', () => {
    expect(renderAr(returned('Colis refusé à la porte'))).toContain('السبب: <bdi dir="auto">Colis refusé à la porte</bdi>');
  });
});
