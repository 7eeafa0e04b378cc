import { describe, expect, it } from 'vitest';
import { loginPath, otherAuthPath, safeNextPath, signupPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['?next=%2Fcheckout', '/checkout'],
    ['?next=%2Fplant%2F3%3Fq%3D1', '/plant/3?q=1'],
    ['?next=%2F%2Fevil.example', '/'],
    ['?next=%2F%5Cevil.example', '/'],
    ['?next=%2F%09%2Fevil.example', '/'],
    ['?next=https%3A%2F%2Fevil.example', '/'],
    ['?next=javascript%3Aalert(1)', '/'],
    ['?next=%2Fapi%2Fauth%2Flogout', '/'],
    ['?next=%2Flogin', '/'],
    // Paths that the URL parser turns into a protocol-relative '//host' once dot segments are gone.
    ['?next=/.//evil.example/phish', '/'],
    ['?next=%2F.%2F%2Fevil.example%2Fphish', '/'],
    ['?next=/..//evil.example', '/'],
    ['?next=/./%5Cevil.example', '/'],
    ['?next=/%2E//evil.example', '/'],
    ['?next=/a/..//evil.example', '/'],
    ['', '/'],
  ])('reads %s as %s', (search, expected) => {
    expect(safeNextPath(search)).toBe(expected);
  });
});

describe('loginPath', () => {
  it('comes back to the page, and not to the login or home page', () => {
    expect(loginPath('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(safeNextPath(loginPath('/shop?category=2').split('?').slice(1).join('?'))).toBe('/shop?category=2');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login')).toBe('/login');
    // From the sign-up page (the header's link), the place to come back to is kept.
    expect(loginPath('/signup?next=%2Fx')).toBe('/login?next=%2Fx');
  });
});

describe('between the login and sign-up pages', () => {
  it('keeps where to come back to, and drops a next that would leave the site', () => {
    expect(signupPath('/checkout')).toBe('/signup?next=%2Fcheckout');
    expect(otherAuthPath('/signup', '?next=%2Fcheckout')).toBe('/signup?next=%2Fcheckout');
    expect(otherAuthPath('/login', '?next=%2Fplant%2F3')).toBe('/login?next=%2Fplant%2F3');
    expect(otherAuthPath('/signup', '?next=%2F%2Fevil.example')).toBe('/signup');
    expect(otherAuthPath('/login', '')).toBe('/login');
  });
});
