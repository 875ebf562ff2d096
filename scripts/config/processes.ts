import type { Env, EnvReading, Variables } from '@mwangaza/shared/env';
import { API_VARIABLES, checkApiConfig } from '@mwangaza/api/config';
import { STATIC_VARIABLES, checkStaticConfig } from '@mwangaza/static-server/config';
import type { AppName } from '@mwangaza/static-server';
import { TOOL_VARIABLES } from './tool-variables';

/** One process of the product as check-config sees it: its variables and how it checks them. */
export interface ProcessConfig {
  id: 'api' | AppName;
  title: string;
  variables: Variables;
  check(env: Env): Pick<EnvReading<Variables>, 'effective' | 'problems'>;
}

/** The static server's variables that `app` reads. */
function readBy(app: AppName): Variables {
  return Object.fromEntries(
    Object.entries(STATIC_VARIABLES).filter(
      ([, variable]) => !variable.readBy || variable.readBy.includes(app),
    ),
  );
}

const staticServer = (app: AppName, title: string): ProcessConfig => ({
  id: app,
  title: `${title} (node static-server/dist/cli.js --app ${app})`,
  variables: readBy(app),
  check: (env) => checkStaticConfig(app, env),
});

export const PROCESSES: readonly ProcessConfig[] = [
  { id: 'api', title: 'API (node api/dist/server.js)', variables: API_VARIABLES, check: checkApiConfig },
  staticServer('shell', "Shell's server"),
  staticServer('public-site', "Public site's server"),
  staticServer('admin-console', "Admin console's server"),
];

/** Every variable name the project reads, for spotting misspelt ones. */
export const KNOWN_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(API_VARIABLES),
  ...Object.keys(STATIC_VARIABLES),
  ...Object.keys(TOOL_VARIABLES),
]);
