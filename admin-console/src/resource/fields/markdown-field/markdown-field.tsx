import { useDeferredValue, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { type Media } from '@mwangaza/shared';
import { TextArea } from '@mwangaza/shared/controls';
import { Markdown } from '@mwangaza/shared/markdown';
import { site } from '@mwangaza/shared/site';
import { MediaPicker } from '../../../components/media/media-picker';
import { applyFormat, insertImage, type MarkdownFormat, type TextEdit } from './markdown-edits';
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
  /** The text may show images from the media library: an Image button inserts one with its alt text. */
  images?: boolean;
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
const IMAGES_HINT = `${DEFAULT_HINT} Image: one from the media library, ![what it shows](…).`;
/** The preview shows library images as plain pictures (their variants come with the saved item). */
const PREVIEW_IMAGES = { media: [] };

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
  images = false,
}: MarkdownFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
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

  const edit = (change: (start: number, end: number) => TextEdit) => {
    const textarea = ref.current;
    if (!textarea) return;
    const result = change(textarea.selectionStart, textarea.selectionEnd);
    if (maxLength !== undefined && result.value.length > maxLength) return;
    // Keep the changed words selected, where typing replaces them.
    selection.current = { start: result.selectionStart, end: result.selectionEnd };
    onChange(result.value);
  };
  const format = (kind: MarkdownFormat) => edit((start, end) => applyFormat(value, start, end, kind));
  const insert = (media: Media) => {
    setPicking(false);
    edit((start, end) => insertImage(value, start, end, media.alt, media.url));
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
        {images && (
          <button
            type="button"
            className={styles.tool}
            aria-label="Image"
            title="Insert an image from the media library"
            onClick={() => setPicking(true)}
          >
            <span aria-hidden="true">Image</span>
          </button>
        )}
      </div>
      {images && <MediaPicker open={picking} onClose={() => setPicking(false)} onPick={insert} />}
      <TextArea
        ref={ref}
        label={label}
        required={required}
        rows={rows}
        maxLength={maxLength}
        hint={hint ?? (images ? IMAGES_HINT : DEFAULT_HINT)}
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
          <Markdown text={preview} origin={site.url} images={images ? PREVIEW_IMAGES : undefined} />
        ) : (
          <p className={styles.empty}>Nothing to preview yet.</p>
        )}
      </section>
    </div>
  );
}
