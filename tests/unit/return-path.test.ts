import { describe, expect, it } from 'vitest';
import {
  RETURN_PATH_MAX_LENGTH,
  couponReturnPath,
  safeReturnPath,
  signInPathReturningTo,
  withQueryParam,
} from '../../functions/contract/return-path.ts';

describe('safeReturnPath: a sign-in returns to a path on this site only', () => {
  it.each([
    '/',
    '/user/dashboard',
    '/top-coupons?open=0b6f1a52-0c4e-4c1e-9d1a-7a3c1f5e2b10',
    '/categories?category=Food&sort=newest&q=pizza%20hut',
    '/search?q=%E0%A4%AA%E0%A4%BF%E0%A4%9C%E0%A4%BC%E0%A4%BE',
    '/merchant/dashboard#sales',
    '/%252F%252Fdouble-encoded-is-still-a-path',
  ])('accepts %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site, scheme-relative', '//evil.example'],
    ['another site, absolute', 'https://evil.example'],
    ['another site, absolute with a path', 'https://evil.example/user/dashboard'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a backslash later in the path', '/user\\..\\evil'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded second slash, lower case', '/%2f%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'user/dashboard'],
    ['a tab browsers strip', '/\t/evil.example'],
    ['a newline', '/user/dashboard\r\nSet-Cookie: x=1'],
    ['an encoded newline', '/user/dashboard%0d%0aSet-Cookie:%20x=1'],
    ['a space', '/user dashboard'],
    ['leading whitespace', ' /user/dashboard'],
    ['a broken escape', '/user/%E0%A4'],
    ['the empty string', ''],
    ['too long', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ])('refuses %s', (_why, path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it.each([null, undefined, 42, ['/user/dashboard'], { path: '/' }])('refuses a non-string %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('return addresses', () => {
  it('a sign-in page carries a safe return path in ?next= and drops an unsafe one', () => {
    expect(signInPathReturningTo('/UserSignin', '/user/dashboard?tab=earnings')).toBe(
      '/UserSignin?next=%2Fuser%2Fdashboard%3Ftab%3Dearnings',
    );
    expect(signInPathReturningTo('/UserSignin', '//evil.example')).toBe('/UserSignin');
    expect(signInPathReturningTo('/MerchantSignin', null)).toBe('/MerchantSignin');
  });

  it('a card opens on the same page, its other query parameters kept', () => {
    expect(couponReturnPath({ pathname: '/top-coupons', search: '' }, 'c-1')).toBe(
      '/top-coupons?open=c-1#coupon-c-1',
    );
    expect(couponReturnPath({ pathname: '/categories', search: '?category=Food&open=old' }, 'c-2')).toBe(
      '/categories?category=Food&open=c-2#coupon-c-2',
    );
    expect(safeReturnPath(couponReturnPath({ pathname: '/', search: '' }, 'c-3'))).toBe(
      '/?open=c-3#coupon-c-3',
    );
  });

  it('withQueryParam keeps the hash and replaces a parameter already there', () => {
    expect(withQueryParam('/?login=x#top', 'login', 'google-success')).toBe('/?login=google-success#top');
  });
});
