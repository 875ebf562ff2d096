import { useMemo } from 'react';
import { renderMarkdown, type MarkdownOptions } from './render-markdown';
import styles from './markdown.module.css';

export interface MarkdownProps extends MarkdownOptions {
  /** Markdown, or plain paragraphs separated by blank lines (which render as paragraphs, as they always did). */
  text: string;
  className?: string;
}

/** A long text field rendered safely (see renderMarkdown): the same HTML on the server and in the browser. */
export function Markdown({ text, className, headingLevel, origin, images }: MarkdownProps) {
  const html = useMemo(
    () => renderMarkdown(text, { headingLevel, origin, images }),
    [text, headingLevel, origin, images],
  );
  return (
    <div
      className={className ? `${styles.markdown} ${className}` : styles.markdown}
      // Safe: micromark escapes raw HTML and drops dangerous link protocols (render-markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
