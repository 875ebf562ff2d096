import { integer, secret, text } from '@mwangaza/shared/env';

/** A port on this machine that `npm start` and `npm run dev` give one part of the site. */
function localPort(description: string, port: number) {
  return integer({ description, default: port, max: 65_535, readBy: ['npm start', 'npm run dev'] });
}

/**
 * Variables read by the project's commands rather than by a server (`readBy` names the command). They are
 * listed so that docs/configuration.md documents them and check-config knows their names.
 */
export const TOOL_VARIABLES = {
  API_PORT: localPort('local port of the API', 4000),
  SHELL_PORT: localPort("local port of the shell's server", 3000),
  PUBLIC_SITE_PORT: localPort("local port of the public site's server", 3001),
  ADMIN_CONSOLE_PORT: localPort("local port of the admin console's server", 3002),
  ADMIN_EMAIL: text({
    description: 'the administrator to create or promote',
    readBy: ['npm run create-admin -w api'],
  }),
  ADMIN_NAME: text({
    description: "a new administrator's full name",
    readBy: ['npm run create-admin -w api'],
  }),
  ADMIN_PASSWORD: secret({
    description: "the administrator's password (unset: a generated one, printed once)",
    readBy: ['npm run create-admin -w api'],
  }),
  BUILD_COMMIT: text({
    description: 'the commit the builds (and `GET /api/health`) name',
    defaultText: "the checkout's commit",
    readBy: ['npm run build'],
  }),
  CHROMIUM_PATH: text({
    description: 'the Chromium the browser tests drive',
    defaultText: 'found on the usual paths',
    readBy: ['npm test'],
  }),
};
