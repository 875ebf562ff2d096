export { ContentProvider, CONTENT_ERROR_MESSAGES, SHARED_LOADER_ARGS } from './content-provider';
export { useContent } from './use-content';
export type { CollectionState, ContentContextValue } from './content-context';
