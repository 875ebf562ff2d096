// Types of the modules the remotes expose (dts downloads are off: see docs/toolchain notes).
declare module 'publicSite/routes' {
  import type { ComponentType } from 'react';
  /** Every public route, rendered relative to where the shell mounts it (`/*`). */
  const PublicSiteRoutes: ComponentType;
  export default PublicSiteRoutes;
  /** Loads the code of the page at `pathname` (relative to where the routes are mounted). */
  export function preloadRoute(pathname: string): Promise<void>;
}

declare module 'adminConsole/routes' {
  import type { ComponentType } from 'react';
  /** The admin console, rendered relative to where the shell mounts it (`/admin/*`). */
  const AdminConsoleRoutes: ComponentType;
  export default AdminConsoleRoutes;
}
