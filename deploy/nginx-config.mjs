// `npm run nginx-config > /etc/nginx/sites-available/mwangaza`: the site's nginx configuration
// (deploy/nginx/mwangaza.conf.template) with its ${…} placeholders filled from the environment, on top of
// the one-machine layout's addresses below. SERVER_NAME, TLS_CERTIFICATE, TLS_CERTIFICATE_KEY and
// PROXY_SECRET are required.
// The production test renders the same file with its own ports and folders. Plain Node, no dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'nginx/mwangaza.conf.template',
);

/** The one-machine layout (docs/production.md): where each process listens. */
export const LAYOUT_DEFAULTS = {
  HTTP_LISTEN: '80',
  HTTPS_LISTEN: '443',
  INTERNAL_LISTEN: '127.0.0.1:8080',
  API_1: '127.0.0.1:4001',
  API_2: '127.0.0.1:4002',
  SHELL_1: '127.0.0.1:3011',
  SHELL_2: '127.0.0.1:3012',
  PUBLIC_SITE: '127.0.0.1:3001',
  ADMIN_CONSOLE: '127.0.0.1:3002',
  LOG_DIR: '/var/log/nginx',
  // Besides this machine itself (the shell servers of the one-machine layout), who may ask for prerendered
  // pages through the site's address.
  INTERNAL_CLIENTS: '127.0.0.1',
};

/** PROXY_SECRET is the API's (api.env): nginx sends it with /api requests, so keep the rendered file private. */
export const REQUIRED = ['SERVER_NAME', 'TLS_CERTIFICATE', 'TLS_CERTIFICATE_KEY', 'PROXY_SECRET'];

/** The template with every placeholder filled; throws naming any placeholder without a value. */
export function renderNginxConfig(values, template = fs.readFileSync(TEMPLATE, 'utf8')) {
  const filled = { ...LAYOUT_DEFAULTS, ...values };
  filled.PUBLIC_ORIGIN ??= filled.SERVER_NAME ? `https://${filled.SERVER_NAME}` : undefined;
  const missing = new Set();
  const text = template.replace(/\$\{([A-Z0-9_]+)\}/g, (_match, name) => {
    const value = filled[name];
    if (value === undefined || value === '') missing.add(name);
    return value ?? '';
  });
  if (missing.size > 0) throw new Error(`nginx configuration: set ${[...missing].join(', ')}`);
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = [...REQUIRED, 'PUBLIC_ORIGIN', ...Object.keys(LAYOUT_DEFAULTS)];
  const values = Object.fromEntries(
    names.filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
  );
  try {
    process.stdout.write(renderNginxConfig(values));
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
