import type { FederationOptions } from '@mwangaza/webpack-config';

/** Every public page, mounted by the shell at `/*`. Shared singletons come from the common webpack factory. */
const federation: FederationOptions = {
  name: 'publicSite',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/routes.tsx' },
};

export default federation;
