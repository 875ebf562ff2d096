import { SecretBox } from '../../src/lib/secret-box';

const KEY = 'k'.repeat(10) + 'a-random-looking-key-9f8c2a7d41b6e035';
const OLD_KEY = 'an-older-random-looking-key-0b5e6d7c8a9f1e2d';
const KEY_PLAIN = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('SecretBox', () => {
  const box = new SecretBox(KEY, [], 'authenticator keys');

  it('seals a value it alone opens again, differently each time', () => {
    const first = box.seal(KEY_PLAIN);
    const second = box.seal(KEY_PLAIN);
    expect(first).toMatch(/^sealed:v1:[\w-]{8}:[\w-]+$/);
    expect(first).not.toContain(KEY_PLAIN);
    expect(second).not.toBe(first);
    expect(box.open(first)).toBe(KEY_PLAIN);
    expect(box.open(second)).toBe(KEY_PLAIN);
    expect(box.needsResealing(first)).toBe(false);
  });

  it('refuses an altered value and one sealed with a key it does not have', () => {
    const sealed = box.seal(KEY_PLAIN);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => box.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow();
    const other = new SecretBox(OLD_KEY, [], 'authenticator keys');
    expect(() => other.open(sealed)).toThrow(/unknown key/);
    // The same secret for another purpose is another key.
    expect(() => new SecretBox(KEY, [], 'something else').open(sealed)).toThrow(/unknown key/);
  });

  it('opens what a previous key sealed, and says it needs sealing again', () => {
    const sealedBefore = new SecretBox(OLD_KEY, [], 'authenticator keys').seal(KEY_PLAIN);
    const rotated = new SecretBox(KEY, [OLD_KEY], 'authenticator keys');
    expect(rotated.open(sealedBefore)).toBe(KEY_PLAIN);
    expect(rotated.needsResealing(sealedBefore)).toBe(true);
    expect(rotated.needsResealing(rotated.seal(KEY_PLAIN))).toBe(false);
  });

  it('reads a value stored before sealing as it is, and says it needs sealing', () => {
    expect(box.open(KEY_PLAIN)).toBe(KEY_PLAIN);
    expect(box.needsResealing(KEY_PLAIN)).toBe(true);
  });
});
