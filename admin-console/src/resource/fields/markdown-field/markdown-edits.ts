/** What the Markdown toolbar can do to the text and its selection. */
export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'list' | 'heading';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const PLACEHOLDER: Record<'bold' | 'italic' | 'link', string> = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
};

/**
 * Applies a toolbar format to the selected text (or to a placeholder where nothing is selected), leaving the
 * changed words selected so a second click or typing replaces them. Lists and headings act on whole lines.
 */
export function applyFormat(text: string, start: number, end: number, format: MarkdownFormat): TextEdit {
  if (format === 'list' || format === 'heading')
    return prefixLines(text, start, end, format === 'list' ? '- ' : '### ');
  const selected = text.slice(start, end) || PLACEHOLDER[format];
  const [before, after] =
    format === 'bold' ? ['**', '**'] : format === 'italic' ? ['_', '_'] : ['[', '](https://)'];
  const value = `${text.slice(0, start)}${before}${selected}${after}${text.slice(end)}`;
  if (format === 'link') {
    // Select the URL part: the text is usually what was selected, the address is what is missing.
    const urlStart = start + before.length + selected.length + 2;
    return { value, selectionStart: urlStart, selectionEnd: urlStart + 'https://'.length };
  }
  return {
    value,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + selected.length,
  };
}

/** Adds `prefix` to every selected line, or takes it off when each line already has it. */
function prefixLines(text: string, start: number, end: number, prefix: string): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : `${prefix}${line}`)).join('\n');
  const value = `${text.slice(0, lineStart)}${changed}${text.slice(lineEnd)}`;
  return { value, selectionStart: lineStart, selectionEnd: lineStart + changed.length };
}

/**
 * A library image in Markdown, `![alt](url)`, in place of the selection as a paragraph of its own (blank
 * lines around it where text touches it), the alt text selected so it is easy to reword.
 */
export function insertImage(text: string, start: number, end: number, alt: string, url: string): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  // Brackets and backslashes in the alt text would end or escape it early.
  const safeAlt = alt.replace(/[\\[\]]/g, (character) => `\\${character}`);
  const image = `![${safeAlt}](${url})`;
  const altStart = before.length + lead.length + 2;
  return {
    value: `${before}${lead}${image}${trail}${after}`,
    selectionStart: altStart,
    selectionEnd: altStart + safeAlt.length,
  };
}
