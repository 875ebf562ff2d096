import { truncate } from './truncate';

it('keeps short text and shortens long text to about 80 characters with an ellipsis', () => {
  expect(truncate('Short')).toBe('Short');
  const long = 'a'.repeat(79) + ' ' + 'b'.repeat(40);
  expect(truncate(long)).toBe('a'.repeat(79) + '…');
  expect(truncate('x'.repeat(80))).toBe('x'.repeat(80));
});
