import { useDeferredValue, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { TextArea } from '@mwangaza/shared';
import { Markdown } from '@mwangaza/shared/markdown';
import { site } from '@mwangaza/shared/site';
import { applyFormat, type MarkdownFormat } from './markdown-edits';
import styles from './markdown-field.module.css';

export interface MarkdownFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  hint?: string;
  error?: string;
}

const TOOLS: Array<{ format: MarkdownFormat; label: string; text: string; shortcut?: string }> = [
  { format: 'bold', label: 'Bold', text: 'B', shortcut: 'b' },
  { format: 'italic', label: 'Italic', text: 'I', shortcut: 'i' },
  { format: 'link', label: 'Link', text: 'Link', shortcut: 'k' },
  { format: 'list', label: 'Bulleted list', text: '• List' },
  { format: 'heading', label: 'Heading', text: 'H' },
];

const DEFAULT_HINT =
  'Markdown: **bold**, _italic_, [link](https://…), "- " for a list, "### " for a heading. A blank line starts a new paragraph.';

/**
 * A long text in Markdown: a small toolbar (and Ctrl/⌘+B, I, K) over a plain textarea, and a live preview
 * drawn by the same renderer as the public pages.
 */
export function MarkdownField({
  label,
  value,
  onChange,
  required,
  rows = 8,
  maxLength,
  hint,
  error,
}: MarkdownFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const preview = useDeferredValue(value);
  // The selection to put back once the formatted text has been rendered into the textarea.
  const selection = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!selection.current || !textarea || textarea.value !== value) return;
    textarea.focus();
    textarea.setSelectionRange(selection.current.start, selection.current.end);
    selection.current = null;
  }, [value]);

  const format = (kind: MarkdownFormat) => {
    const textarea = ref.current;
    if (!textarea) return;
    const edit = applyFormat(value, textarea.selectionStart, textarea.selectionEnd, kind);
    if (maxLength !== undefined && edit.value.length > maxLength) return;
    // Keep the changed words selected, where typing replaces them.
    selection.current = { start: edit.selectionStart, end: edit.selectionEnd };
    onChange(edit.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = TOOLS.find((candidate) => candidate.shortcut === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    format(tool.format);
  };

  return (
    <div className={styles.markdownField}>
      <div role="toolbar" aria-label={`Formatting: ${label}`} className={styles.toolbar}>
        {TOOLS.map((tool) => (
          <button
            key={tool.format}
            type="button"
            className={styles.tool}
            aria-label={tool.label}
            title={tool.shortcut ? `${tool.label} (Ctrl+${tool.shortcut.toUpperCase()})` : tool.label}
            onClick={() => format(tool.format)}
          >
            <span aria-hidden="true" className={styles[tool.format]}>
              {tool.text}
            </span>
          </button>
        ))}
      </div>
      <TextArea
        ref={ref}
        label={label}
        required={required}
        rows={rows}
        maxLength={maxLength}
        hint={hint ?? DEFAULT_HINT}
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <section aria-label={`Preview: ${label}`} className={styles.preview}>
        <p className={styles.previewTitle} aria-hidden="true">
          Preview
        </p>
        {preview.trim() ? (
          <Markdown text={preview} origin={site.url} />
        ) : (
          <p className={styles.empty}>Nothing to preview yet.</p>
        )}
      </section>
    </div>
  );
}
