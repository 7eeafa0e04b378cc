import { describe, expect, it } from 'vitest';
import { adoptionTurn, adoptServerHtml, isAdopting, whenAdopted } from './hydration';

describe('adopting a server-rendered page', () => {
  it('lasts until every deferred part, and every part those defer, has had its turn', async () => {
    const seen: string[] = [];
    const adopted = adoptServerHtml(() => {
      seen.push(`frame adopting=${isAdopting()}`);
      void adoptionTurn().then(() => {
        seen.push(`header adopting=${isAdopting()}`);
        void adoptionTurn().then(() => seen.push(`header's menu adopting=${isAdopting()}`));
      });
      void adoptionTurn().then(() => seen.push(`footer adopting=${isAdopting()}`));
    });
    let ended = false;
    void whenAdopted().then(() => (ended = true));

    expect(isAdopting()).toBe(true);
    await adopted;
    await Promise.resolve();

    expect(seen).toEqual(['frame adopting=true', 'header adopting=true', 'footer adopting=true', "header's menu adopting=true"]);
    expect(isAdopting()).toBe(false);
    expect(ended).toBe(true);
  });

  it('ends even when the first render throws, so the page is not left adopting forever', async () => {
    await expect(
      adoptServerHtml(() => {
        throw new Error('mismatch');
      }),
    ).rejects.toThrow('mismatch');
    expect(isAdopting()).toBe(false);
  });
});
