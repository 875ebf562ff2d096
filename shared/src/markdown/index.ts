/**
 * Markdown for long text fields (public pages, the console's preview). Its own entry, not the package root,
 * so the parser ships only with the pages that show long texts, not with every federated page.
 */
export { Markdown, type MarkdownProps } from './markdown';
export { renderMarkdown, type MarkdownOptions } from './render-markdown';
export {
  INLINE_IMAGE_SIZES,
  MARKDOWN_IMAGE_MESSAGES,
  findMarkdownImages,
  markdownImageProblem,
  markdownMediaIds,
  type InlineImageOptions,
} from './markdown-images';
