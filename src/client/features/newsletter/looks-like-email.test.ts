import { describe, expect, it } from 'vitest';
import { EmailSchema } from '@shared/schemas/fields';
import { looksLikeEmail } from './looks-like-email';

describe('the footer form’s quick e-mail check', () => {
  it('lets a plain address through', () => {
    expect(looksLikeEmail('amina@example.dz')).toBe(true);
    expect(looksLikeEmail('a.b+news@mail.example.com')).toBe(true);
  });

  it('stops what is clearly not an address before any request', () => {
    for (const bad of ['', 'amina', 'amina@', '@example.dz', 'amina@example', 'ami na@example.dz', 'a@b@example.dz', `${'a'.repeat(250)}@x.dz`]) {
      expect(looksLikeEmail(bad), bad).toBe(false);
    }
  });

  it('never refuses an address the server’s schema accepts', () => {
    for (const good of ['amina@example.dz', 'x_y-z@sub.domain.org', 'oneil@example.fr']) {
      expect(EmailSchema.safeParse(good).success).toBe(true);
      expect(looksLikeEmail(good), good).toBe(true);
    }
  });
});
