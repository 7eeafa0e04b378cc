import { describe, expect, it } from 'vitest';
import { COURIER_FIELD_NAMES, COURIER_INFO, COURIERS, courierConfigured, courierFields, courierSettingKey, courierSettingOf, SHIPMENT_STATUSES } from '@shared/domain/couriers';
import { en } from '@shared/messages';
import { ConfigError, couriersFromEnv } from '../../config';
import { COURIER_MODULES } from '.';

/*
 * The courier registry (decision 018): each family's declaration and its server module agree, and
 * the environment is read from the declarations.
 */

describe('the courier registry', () => {
  it('has a module per declared family, with webhooks exactly where the declaration says so', () => {
    expect(Object.keys(COURIER_MODULES).sort()).toEqual([...COURIERS].sort());
    for (const id of COURIERS) expect(Boolean(COURIER_MODULES[id].webhook), id).toBe(COURIER_INFO[id].webhooks);
  });

  it('declares known fields once each, every one with its label in the catalogue and its own environment variable', () => {
    const variables = COURIERS.flatMap((id) => courierFields(id).map((f) => f.env));
    expect(new Set(variables).size).toBe(variables.length);
    for (const id of COURIERS) {
      const names = courierFields(id).map((f) => f.name);
      expect(new Set(names).size, id).toBe(names.length);
      for (const name of names) {
        expect(COURIER_FIELD_NAMES, `${id}.${name}`).toContain(name);
        expect(en.admin.couriers.fields[name], `${id}.${name}`).toBeTruthy();
      }
      // Every family says where its calls go.
      expect(names, id).toContain('apiUrl');
    }
  });

  it("maps every courier status it knows to one of the shared words (or to no movement)", () => {
    for (const id of COURIERS) {
      const table = COURIER_MODULES[id].statuses;
      expect(Object.keys(table).length, id).toBeGreaterThan(5);
      for (const [word, status] of Object.entries(table)) if (status !== null) expect(SHIPMENT_STATUSES, `${id}: ${word}`).toContain(status);
    }
  });

  it('audits a key under the name older lines have, and reads it back', () => {
    expect(courierSettingKey('yalidine', 'apiToken')).toBe('yalidineApiToken');
    expect(courierSettingKey('ecotrack', 'apiUrl')).toBe('ecotrackApiUrl');
    expect(courierSettingOf('yalidineWebhookSecret')).toEqual({ courier: 'yalidine', field: 'webhookSecret' });
    expect(courierSettingOf('ecotrackApiId')).toBeNull(); // Ecotrack declares no id
    expect(courierSettingOf('shipFromWilaya')).toBeNull();
  });

  it('is configured once every required field has a value', () => {
    expect(courierConfigured('yalidine', { apiUrl: 'https://api.yalidine.app/v1', apiId: '1', apiToken: 't', webhookSecret: '' })).toBe(true);
    expect(courierConfigured('yalidine', { apiUrl: 'https://api.yalidine.app/v1', apiId: '1', apiToken: ' ' })).toBe(false);
    expect(courierConfigured('ecotrack', { apiUrl: 'https://dhd.ecotrack.dz/api/v1', apiToken: 't' })).toBe(true);
  });
});

describe("the couriers' environment", () => {
  it("reads each family's variables from its declaration: an empty one is unset, the default applies, addresses lose their trailing slash", () => {
    const env = couriersFromEnv({ YALIDINE_API_ID: '  ', YALIDINE_API_TOKEN: 'tok', ECOTRACK_API_URL: 'https://dhd.ecotrack.dz/api/v1/', ECOTRACK_API_TOKEN: 'bearer' });
    expect(env.yalidine).toEqual({ apiUrl: 'https://api.yalidine.app/v1', apiId: '', apiToken: 'tok', webhookSecret: '' });
    expect(env.ecotrack).toEqual({ apiUrl: 'https://dhd.ecotrack.dz/api/v1', apiToken: 'bearer' });
    expect(Object.keys(env).sort()).toEqual([...COURIERS].sort());
  });

  it('refuses to start with an API address that is not an http(s) URL', () => {
    expect(() => couriersFromEnv({ ECOTRACK_API_URL: 'ftp://dhd.ecotrack.dz' })).toThrow(ConfigError);
    expect(() => couriersFromEnv({ YALIDINE_API_URL: 'not a url' })).toThrow(/YALIDINE_API_URL/);
  });
});
