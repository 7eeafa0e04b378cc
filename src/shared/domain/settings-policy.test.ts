import { describe, expect, it } from 'vitest';
import { COURIERS, courierFields, courierSettingKey } from './couriers';
import { alertsOwner, isOwnerOnlySetting, isSecretSetting, keyDroppedBy } from './settings-policy';

// docs/contract.md §2: the couriers' keys are the owner's like the other outside services' keys, in the same table.
describe('the settings policy', () => {
  it('holds every courier field: owner-only, masked when secret, and the account’s token alerts the owner', () => {
    for (const courier of COURIERS) {
      for (const field of courierFields(courier)) {
        const key = courierSettingKey(courier, field.name);
        expect(isOwnerOnlySetting(key), key).toBe(true);
        expect(isSecretSetting(key), key).toBe(field.secret === true);
      }
    }
    expect(alertsOwner('yalidineApiToken') && alertsOwner('ecotrackApiToken')).toBe(true);
  });

  it('drops a courier’s token when its address changes, as it does the vision engine’s key', () => {
    expect(keyDroppedBy('yalidineApiUrl')).toBe('yalidineApiToken');
    expect(keyDroppedBy('ecotrackApiUrl')).toBe('ecotrackApiToken');
    expect(keyDroppedBy('visionApiUrl')).toBe('visionApiKey');
    expect(keyDroppedBy('siteName')).toBeUndefined();
  });
});
