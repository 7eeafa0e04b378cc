import { describe, expect, it } from 'vitest';
import { COURIER_REASONS } from '@shared/domain/courier-reasons';
import { COURIERS } from '@shared/domain/couriers';
import { catalogues } from '@shared/messages/catalogues';
import { COURIER_MODULES, courierReasonOf } from '.';

describe('a courier’s reasons in the shop’s codes (docs/contract.md §5)', () => {
  it('knows the reasons each courier documents, whatever their case, accents, apostrophes or spacing', () => {
    const known = [
      ['yalidine', 'Client absent (reporté)', 'absent_postponed'],
      ['yalidine', 'Le client n’a pas commandé', 'not_ordered'],
      ['yalidine', '  faux   NUMERO ', 'wrong_number'],
      ['ecotrack', 'Client absent', 'client_absent'],
      ['ecotrack', 'Numéro erroné', 'wrong_number'],
      ['ecotrack', 'Reporté par le client', 'postponed_by_client'],
    ] as const;
    for (const [courier, words, code] of known) expect(courierReasonOf(courier, words), `${courier}: ${words}`).toBe(code);
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
