import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect (open-redirect guard for ?redirect=)', () => {
  it('follows relative paths of this site, keeping query and fragment', () => {
    expect(safeRedirect('/cart')).toBe('/cart');
    expect(safeRedirect('/product/rx-78-2?from=home#gallery')).toBe('/product/rx-78-2?from=home#gallery');
    expect(safeRedirect('/member/profile/account')).toBe('/member/profile/account');
  });

  it('falls back to the home page when there is nothing to follow', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect(undefined, '/shop')).toBe('/shop');
  });

  it.each([
    ['protocol-relative URL', '//evil.example/steal'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative without slash', 'evil.example'],
    ['tab inside the host part', '/\t/evil.example'],
    ['newline', '/%0a/\n/evil.example'],
    ['embedded backslash', '/foo\\..\\..\\evil'],
  ])('refuses a %s', (_name, value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('never sends a member back to the sign-in or sign-up page', () => {
    expect(safeRedirect('/member/login')).toBe('/');
    expect(safeRedirect('/member/signup?x=1')).toBe('/');
    expect(safeRedirect('/member/loginx')).toBe('/member/loginx');
  });
});
