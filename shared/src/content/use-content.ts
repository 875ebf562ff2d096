import { useContext } from 'react';
import { ContentContext, type ContentContextValue } from './content-context';

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext);
  if (!value) throw new Error('useContent must be used within a ContentProvider');
  return value;
}
