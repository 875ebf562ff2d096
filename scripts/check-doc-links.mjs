// `npm run docs:links`: every relative link in the repository's Markdown files must reach a file, and every
// `#anchor` a heading of that file (as GitHub makes heading anchors), so moving a document cannot silently
// break the pages that point to it. Exits 1 listing each broken link.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Markdown without its fenced code blocks, where link-like text is not a link. */
const prose = (text) => text.replace(/^```[\s\S]*?^```/gm, '');

const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const seen = new Map();
    const list = new Set();
    for (const [, heading] of prose(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      list.add(count ? `${base}-${count}` : base);
    }
    anchorsOf.set(file, list);
  }
  return anchorsOf.get(file);
}

const broken = [];
for (const file of files) {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) continue;
  for (const [, target] of prose(fs.readFileSync(absolute, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [pathPart, anchor] = target.split('#');
    const resolved = pathPart ? path.resolve(path.dirname(absolute), decodeURI(pathPart)) : absolute;
    if (!fs.existsSync(resolved)) broken.push(`${file}: ${target} (no such file)`);
    else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
      broken.push(`${file}: ${target} (no such heading)`);
  }
}
if (broken.length) {
  console.error(`${broken.length} broken link(s):\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(`All relative links resolve (${files.length} Markdown files).`);
