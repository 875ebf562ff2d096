import { redirectTarget } from './redirect-target';

it('returns to the admin page first asked for, with its query and hash', () => {
  expect(redirectTarget({ from: { pathname: '/admin/services', search: '?edit=abc', hash: '#x' } })).toBe(
    '/admin/services?edit=abc#x',
  );
});

it('falls back to the dashboard without a page, for the login pages and for pages outside the console', () => {
  expect(redirectTarget(null)).toBe('/admin');
  expect(redirectTarget({})).toBe('/admin');
  expect(redirectTarget({ from: { pathname: '/admin/login' } })).toBe('/admin');
  expect(redirectTarget({ from: { pathname: '/administrator' } })).toBe('/admin');
  expect(redirectTarget({ from: { pathname: 'https://evil.example/admin' } })).toBe('/admin');
});
