import { useMemo, useState } from 'react';
import { useRenderMode } from '../ui/lib/use-render-mode';
import { renderMarkdown, type MarkdownOptions } from './render-markdown';
import styles from './markdown.module.css';

export interface MarkdownProps extends MarkdownOptions {
  /** Markdown, or plain paragraphs separated by blank lines (which render as paragraphs, as they always did). */
  text: string;
  className?: string;
}

/**
 * A long text field rendered safely (see renderMarkdown): the same HTML on the server and in the browser.
 *
 * While React hydrates a prerendered page, the server's HTML of this very text is in the page, and React keeps
 * an element's inner HTML as it finds it: rendering the Markdown again would be thrown away, and on a phone it
 * was the longest task of a detail page's start (one component's render, which React cannot split). So the
 * element adopts the server's HTML until the text or its options change.
 */
export function Markdown({ text, className, headingLevel, origin, images }: MarkdownProps) {
  const mode = useRenderMode();
  const [hydrated] = useState(() => (mode === 'hydrating' ? { text, headingLevel, origin, images } : null));
  const adopt =
    hydrated !== null &&
    hydrated.text === text &&
    hydrated.headingLevel === headingLevel &&
    hydrated.origin === origin &&
    hydrated.images === images;
  const html = useMemo(
    () => (adopt ? '' : renderMarkdown(text, { headingLevel, origin, images })),
    [adopt, text, headingLevel, origin, images],
  );
  return (
    <div
      className={className ? `${styles.markdown} ${className}` : styles.markdown}
      // Safe: micromark escapes raw HTML and drops dangerous link protocols (render-markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
      // Adopting: the server's HTML differs from the empty string on purpose.
      suppressHydrationWarning={adopt}
    />
  );
}
