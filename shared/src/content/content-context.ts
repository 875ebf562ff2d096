import { createContext } from 'react';
import type { CaseStudy, CultureItem, Service } from '../schemas';

export interface CollectionState<T> {
  items: T[];
  loading: boolean;
  /** The server's message, else the screen's 'Failed to load ...' text; null when loaded. */
  error: string | null;
  refresh(): void;
}

export interface ContentContextValue {
  services: CollectionState<Service>;
  caseStudies: CollectionState<CaseStudy>;
  cultureItems: CollectionState<CultureItem>;
}

export const ContentContext = createContext<ContentContextValue | null>(null);
