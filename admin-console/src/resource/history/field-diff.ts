import { diffLines, diffWords, type Change } from 'diff';

/** One field that differs between two saved versions, ready to draw. */
export interface FieldDiff {
  key: string;
  label: string;
  /** Long texts and lists compare line by line; short values word by word. */
  mode: 'lines' | 'words';
  parts: Change[];
}

const LONG_TEXT = 120;

/** A saved value as the person edited it: lists one item a line, a testimonial as it reads. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(displayValue).join('\n');
  if (typeof value === 'object') {
    const { quote, author, role } = value as { quote?: string; author?: string; role?: string };
    if (quote !== undefined) return `“${quote}” — ${[author, role].filter(Boolean).join(', ')}`;
    return JSON.stringify(value);
  }
  return String(value);
}

export function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The fields whose values differ between `before` (a revision) and `after` (the current version), in the
 * order of `order` (the form's) and then any others; each with its changes from jsdiff.
 */
export function diffSnapshots(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labels: Readonly<Record<string, string>> = {},
): FieldDiff[] {
  const keys = [...new Set([...Object.keys(labels), ...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    if (!(key in before) && !(key in after)) return [];
    const old = displayValue(before[key]);
    const now = displayValue(after[key]);
    if (old === now) return [];
    const long =
      Array.isArray(before[key]) ||
      Array.isArray(after[key]) ||
      `${old}${now}`.includes('\n') ||
      Math.max(old.length, now.length) > LONG_TEXT;
    const parts = long ? diffLines(old, now) : diffWords(old, now);
    return [{ key, label: labels[key] ?? humanize(key), mode: long ? 'lines' : 'words', parts }];
  });
}
