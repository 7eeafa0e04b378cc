import { describe, expect, it } from 'vitest';
import { COURIER_REASONS } from '@shared/domain/courier-reasons';
import { COURIERS } from '@shared/domain/couriers';
import { catalogues } from '@shared/messages/catalogues';
import { COURIER_MODULES, courierReasonOf } from '.';

describe('a courier’s reasons in the shop’s codes (docs/contract.md §5)', () => {
  it('knows the reasons each courier documents, whatever their case, accents, apostrophes or spacing', () => {
    expect(courierReasonOf('yalidine', 'Client absent (reporté)')).toBe('absent_postponed');
    expect(courierReasonOf('yalidine', 'Le client n’a pas commandé')).toBe('not_ordered');
    expect(courierReasonOf('yalidine', '  faux   NUMERO ')).toBe('wrong_number');
    expect(courierReasonOf('ecotrack', 'Client absent')).toBe('client_absent');
    expect(courierReasonOf('ecotrack', 'Numéro erroné')).toBe('wrong_number');
    expect(courierReasonOf('ecotrack', 'Reporté par le client')).toBe('postponed_by_client');
  });

  it('has no code for a reason outside the courier’s list, an empty one, or a courier the shop does not know', () => {
    expect(courierReasonOf('yalidine', 'Le chien a mangé le colis')).toBeNull();
    expect(courierReasonOf('yalidine', '')).toBeNull();
    expect(courierReasonOf('ecotrack', null)).toBeNull();
    expect(courierReasonOf('guepex', 'Client absent')).toBeNull();
  });

  it('says every code in English, French and Arabic, and every courier’s list names only such codes', () => {
    for (const [lang, m] of Object.entries(catalogues)) {
      for (const code of COURIER_REASONS) expect(m.shipments.reasons[code].trim(), `${lang}.${code}`).not.toBe('');
    }
    for (const id of COURIERS) for (const code of Object.values(COURIER_MODULES[id].reasons)) expect(COURIER_REASONS, id).toContain(code);
  });
});
