import { describe, expect, it } from 'vitest';
import type { Messages } from '@shared/messages';
import { ar as arCatalogue } from '@shared/messages/ar';
import { fr as frCatalogue } from '@shared/messages/fr';
import { historyActor } from './history-actor';

describe("the order history's actor", () => {
  it('credits a courier and how it reported, in French and Arabic: never "a deleted account"', () => {
    const fr = frCatalogue as Messages;
    const ar = arCatalogue as Messages;
    const webhook = { actorEmail: null, details: { by: 'courier', courier: 'yalidine', via: 'webhook' } };
    expect(historyActor(webhook, fr)).toBe('Yalidine (notification webhook)');
    expect(historyActor({ actorEmail: null, details: { by: 'courier', courier: 'ecotrack', via: 'poll' } }, fr)).toBe('Ecotrack (suivi automatique)');
    expect(historyActor(webhook, ar)).toBe('Yalidine (إشعار تلقائي)');
    expect(historyActor({ actorEmail: null, details: { by: 'gateway', gateway: 'chargily' } }, fr)).toContain('(avis de paiement)');
    for (const m of [fr, ar]) {
      expect(historyActor({ actorEmail: null, details: null }, m)).toBe(m.confirmation.history.automatic);
      expect(historyActor({ actorEmail: null, details: { by: 'system' } }, m)).toBe(m.confirmation.history.automatic);
      expect(historyActor({ actorEmail: null, details: { by: 'customer' } }, m)).toBe(m.orderDesk.history.customer);
      expect(historyActor({ actorEmail: 'owner@nabta.dz', details: null }, m)).toBe('owner@nabta.dz');
    }
  });
});
