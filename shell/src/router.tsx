import { Link, Route, Routes } from '@mwangaza/shared/router';
import { PageViews } from './page-views';
import { RemoteBoundary } from './remote-boundary';
import { PublicSiteUnavailable } from './remotes/public-site-unavailable';
import { RemoteUnavailable } from './remotes/remote-unavailable';

/**
 * The shell draws no chrome of its own: each remote owns its layout. `/admin/*` is the console, the rest is
 * public. The keys make React mount a fresh boundary per remote (same component, same place in the tree),
 * so one remote's failure or loading state never carries over to the other.
 */
export function ShellRouter() {
  return (
    <>
      <PageViews />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <RemoteBoundary
              key="adminConsole"
              name="adminConsole"
              renderUnavailable={(retry) => (
                <RemoteUnavailable onRetry={retry}>
                  <Link to="/">Back to the home page</Link>
                </RemoteUnavailable>
              )}
            />
          }
        />
        <Route
          path="/*"
          element={
            <RemoteBoundary
              key="publicSite"
              name="publicSite"
              renderUnavailable={(retry) => <PublicSiteUnavailable onRetry={retry} />}
            />
          }
        />
      </Routes>
    </>
  );
}
