import { NotFoundScreen } from '../layout/not-found-screen';
import { findResource } from './collections';
import { ResourceScreen } from './resource-screen';

/** /admin/<collection>: the collection's screen, from its description. */
export function ResourceRoute({ name }: { name: string }) {
  const resource = findResource(name);
  return resource ? <ResourceScreen resource={resource} /> : <NotFoundScreen />;
}
