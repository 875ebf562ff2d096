import Bowser from 'bowser';

/** "Chrome 131 on Linux" from a user-agent (bowser knows the browsers; we keep the major version only). */
export function describeBrowser(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}
