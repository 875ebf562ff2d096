/** Where a profile link goes, in words: the networks people expect by name, else the site's host. */
const NETWORKS: readonly [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)(x|twitter)\.com$/, 'X'],
  [/(^|\.)medium\.com$/, 'Medium'],
  [/(^|\.)scholar\.google\.com$/, 'Google Scholar'],
];

export function profileLinkLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
  return NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}
