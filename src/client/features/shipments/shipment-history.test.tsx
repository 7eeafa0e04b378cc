import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Shipment } from '@shared/contracts/shipments';
import { t } from '@shared/messages/catalogues';
import { I18nProvider } from '@client/lib/i18n';
import { ShipmentHistory } from './shipment-history';

const shipment = (history: Shipment['history']): Shipment => ({ courier: 'ecotrack', courierLabel: 'Ecotrack', tracking: 'ECO-1', status: 'failed_attempt', history });
const at = '2026-11-30T10:00:00.000Z';

function renderIn(locale: 'ar' | 'fr', s: Shipment) {
  return renderToStaticMarkup(
    <I18nProvider initial={t(locale)}>
      <ShipmentHistory shipment={s} />
    </I18nProvider>,
  );
}

describe('a parcel’s history', () => {
  it('says a reason the courier documents in the reader’s language', () => {
    const s = shipment([{ status: 'failed_attempt', at, reason: 'Client absent', reasonCode: 'client_absent' }]);
    const ar = renderIn('ar', s);
    expect(ar).toContain('السبب: الزبون غائب');
    expect(ar).not.toContain('Client absent');
    expect(renderIn('fr', s)).toContain('Motif : Client absent');
  });

  it('shows an unknown reason as the courier wrote it, isolated so it cannot garble a right-to-left line', () => {
    const ar = renderIn('ar', shipment([{ status: 'failed_attempt', at, reason: 'Colis en attente — 2e passage', reasonCode: null }]));
    expect(ar).toContain('السبب: <bdi dir="auto">Colis en attente — 2e passage</bdi>');
  });
});
