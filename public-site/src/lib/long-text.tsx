import { Markdown } from '@mwangaza/shared/markdown';
import { site } from '@mwangaza/shared/site';

/**
 * A long text field (Markdown, or plain paragraphs as before) on a public page. The site's own address decides
 * which links are external, the same on the server and in the browser so hydration matches.
 */
export function LongText({
  text,
  className,
  headingLevel,
}: {
  text: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  return <Markdown text={text} className={className} headingLevel={headingLevel} origin={site.url} />;
}
