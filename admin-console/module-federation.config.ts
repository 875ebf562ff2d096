import type { FederationOptions } from '@mwangaza/webpack-config';

/** The staff console, mounted by the shell at `/admin/*`. Shared singletons come from the common webpack factory. */
const federation: FederationOptions = {
  name: 'adminConsole',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
};

export default federation;
