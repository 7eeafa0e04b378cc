import { describe, expect, it } from 'vitest';
import { ENGINE_FIELDS, engineInfo, HEALTH_ENGINE, IDENTIFY_ENGINE_IDS, isIdentifyEngineId } from './identify-engines';
import { isOwnerOnlySetting, isSecretSetting, keyDroppedBy } from './settings-policy';

describe('the identification engines registry', () => {
  it('ends the default chain with an engine that needs nothing, and only that one', () => {
    const needNothing = IDENTIFY_ENGINE_IDS.filter((id) => engineInfo(id).enabledBy === null);
    expect(needNothing).toEqual([IDENTIFY_ENGINE_IDS.at(-1)]);
  });

  it('makes every engine field owner-only in the settings policy, secret where the engine says so', () => {
    expect(ENGINE_FIELDS.length).toBeGreaterThan(0);
    for (const field of ENGINE_FIELDS) {
      expect(isOwnerOnlySetting(field.name), field.name).toBe(true);
      expect(isSecretSetting(field.name), field.name).toBe(field.secret);
      expect(keyDroppedBy(field.name), field.name).toBe(field.dropsKey);
    }
  });

  it('names a health engine that diagnoses, and knows its own ids only', () => {
    expect(engineInfo(HEALTH_ENGINE).diagnosesHealth).toBe(true);
    expect(isIdentifyEngineId('toString')).toBe(false);
    expect(isIdentifyEngineId(IDENTIFY_ENGINE_IDS[0])).toBe(true);
  });
});
