import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { API_VARIABLES } from '@mwangaza/api/config';
import { STATIC_VARIABLES } from '@mwangaza/static-server/config';
import processEnv from '../process-env.json';
import commands from '../processes.json';

/**
 * No machine here runs containers or systemd, so these check what can be checked without them: the images,
 * compose.yaml and the systemd units start each process with the very command the production test runs
 * (deploy/processes.json), build with the scripts it runs, and name files and routes that exist.
 */

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const rootScripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
const SERVICES = ['api', 'shell', 'public-site', 'admin-console'] as const;
const HEALTH: Record<(typeof SERVICES)[number], string> = {
  api: '/api/health/ready',
  shell: '/health/ready',
  'public-site': '/health/ready',
  'admin-console': '/health/ready',
};

/** A Dockerfile's instructions (continuation lines joined, comments dropped), split into its stages. */
function stages(dockerfile: string): string[][] {
  const instructions = dockerfile
    .replace(/\s*\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: string[][] = [];
  for (const instruction of instructions) {
    if (instruction.startsWith('FROM ')) result.push([]);
    result[result.length - 1]?.push(instruction);
  }
  return result;
}

describe.each(SERVICES)('the %s image', (service) => {
  const file = `deploy/docker/${service}.Dockerfile`;
  const [build, deploy, runtime] = stages(read(file));

  it('builds with the scripts the production test runs', () => {
    expect(build).toContain('RUN npm run build');
    expect(deploy).toEqual([
      'FROM build AS deploy',
      expect.stringMatching(new RegExp(`^RUN npm run deploy-folder -- /app --service ${service}( &&|$)`)),
    ]);
    expect(rootScripts.build).toBeDefined();
    expect(rootScripts['deploy-folder']).toBe('node deploy/deploy-folder.mjs');
  });

  it('shares its build stage with every other image (BuildKit builds it once)', () => {
    expect(build).toEqual(stages(read('deploy/docker/api.Dockerfile'))[0]);
  });

  it("starts the production test's command as a non-root user, with a health check on its readiness route", () => {
    expect(runtime).toContain('USER node');
    expect(runtime).toContain(
      `CMD ${JSON.stringify(['node', ...commands[service]]).replace(/","/g, '", "')}`,
    );
    expect(runtime).toContain(
      `HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "deploy/healthcheck.mjs", "${HEALTH[service]}"]`,
    );
    expect(fs.existsSync(path.join(ROOT, 'deploy/healthcheck.mjs'))).toBe(true);
    const env = processEnv[service as keyof typeof processEnv] ?? {};
    const settings = (runtime ?? []).filter((line) => line.startsWith('ENV ')).join('\n');
    for (const [name, value] of Object.entries(env))
      expect(settings).toContain(/\s/.test(value) ? `${name}="${value}"` : `${name}=${value}`);
    for (const argument of commands[service]) {
      if (argument.endsWith('.js')) expect(read('deploy/deploy-folder.mjs')).toContain(`'${argument}'`);
    }
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        build?: { dockerfile: string };
        command?: unknown;
        environment?: Record<string, string>;
        volumes?: string[];
      }
    >;
  };

  it('builds every node service from its Dockerfile and runs the image as built', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue;
      expect(fs.existsSync(path.join(ROOT, service.build.dockerfile))).toBe(true);
      expect(service.build.dockerfile).toBe(`deploy/docker/${name.replace(/-\d$/, '')}.Dockerfile`);
      expect(service.command).toBeUndefined();
    }
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining([
        'mongo-1',
        'mongo-2',
        'mongo-3',
        'mongo-init',
        'api-1',
        'api-2',
        'shell-1',
        'shell-2',
        'nginx',
      ]),
    );
  });

  it("gives nginx every placeholder of the repository's template, which it mounts as is", () => {
    const nginx = compose.services.nginx!;
    expect(nginx.volumes).toContain(
      './deploy/nginx/mwangaza.conf.template:/etc/nginx/templates/default.conf.template:ro',
    );
    const placeholders = new Set(
      [...read('deploy/nginx/mwangaza.conf.template').matchAll(/\$\{([A-Z0-9_]+)\}/g)].map(
        (match) => match[1],
      ),
    );
    expect([...placeholders].sort()).toEqual(Object.keys(nginx.environment!).sort());
  });

  it('mounts files that exist', () => {
    const mounts = Object.values(compose.services).flatMap((service) => service.volumes ?? []);
    for (const mount of mounts.filter((volume) => volume.startsWith('./deploy/'))) {
      const source = mount.split(':')[0]!;
      if (!/(tls|acme)$/.test(source)) expect(fs.existsSync(path.join(ROOT, source))).toBe(true);
    }
  });
});

describe('the systemd units', () => {
  const units = fs.readdirSync(path.join(ROOT, 'deploy/systemd'));
  const unitOf: Record<keyof typeof commands, string> = {
    db: 'mwangaza-db.service',
    api: 'mwangaza-api@.service',
    shell: 'mwangaza-shell@.service',
    'public-site': 'mwangaza-public-site.service',
    'admin-console': 'mwangaza-admin-console.service',
  };

  it("start each process with the production test's command", () => {
    for (const [service, unit] of Object.entries(unitOf)) {
      expect(units).toContain(unit);
      const text = read(`deploy/systemd/${unit}`);
      expect(text).toContain(`ExecStart=node ${commands[service as keyof typeof commands].join(' ')}\n`);
      expect(text).toContain('User=mwangaza\n');
    }
  });

  it('set the environment the production test and the benchmarks run the processes with', () => {
    for (const [service, env] of Object.entries(processEnv)) {
      const text = read(`deploy/systemd/${unitOf[service as keyof typeof processEnv]}`);
      for (const [name, value] of Object.entries(env))
        expect(text).toContain(
          /\s/.test(value) ? `Environment="${name}=${value}"\n` : `Environment=${name}=${value}\n`,
        );
    }
  });

  it('run the instances on the ports the nginx configuration balances', () => {
    const defaults = read('deploy/nginx-config.mjs');
    const target = read('deploy/systemd/mwangaza.target');
    for (const [name, unit] of [
      ['API_1', 'mwangaza-api@4001'],
      ['API_2', 'mwangaza-api@4002'],
      ['SHELL_1', 'mwangaza-shell@3011'],
      ['SHELL_2', 'mwangaza-shell@3012'],
    ] as const) {
      expect(target).toContain(`${unit}.service`);
      expect(defaults).toContain(`${name}: '127.0.0.1:${unit.split('@')[1]}'`);
    }
    expect(read('deploy/systemd/mwangaza-public-site.service')).toContain('PORT=3001');
    expect(defaults).toContain("PUBLIC_SITE: '127.0.0.1:3001'");
    expect(read('deploy/systemd/mwangaza-admin-console.service')).toContain('PORT=3002');
    expect(defaults).toContain("ADMIN_CONSOLE: '127.0.0.1:3002'");
  });

  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file));
  (analyze ? it : it.skip)('pass systemd-analyze verify (instances of the templates included)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-units-'));
    for (const unit of units) {
      const name = unit.replace('@.service', '@4001.service');
      fs.writeFileSync(path.join(dir, name), read(`deploy/systemd/${unit}`));
    }
    const files = fs.readdirSync(dir).map((unit) => path.join(dir, unit));
    // Unit names the target wants but that live elsewhere (other instances) are not errors of these files.
    const output = execFileSync(analyze!, ['verify', ...files], { encoding: 'utf8', stdio: 'pipe' });
    expect(output).toBe('');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** A strong secret, as the guide says to make one (`openssl rand -base64 48`). */
const secret = () => randomBytes(48).toString('base64');

/** `npm run check-config -- [--env-file <file>] --only <process>` in production, as an operator checks one. */
function checkConfig(process: string, env: Record<string, string>, envFile?: string) {
  return spawnSync(
    globalThis.process.execPath,
    [
      '--import',
      'tsx',
      'scripts/check-config.ts',
      ...(envFile ? ['--env-file', envFile] : []),
      '--only',
      process,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: globalThis.process.env.PATH, NODE_ENV: 'production', ...env },
    },
  );
}

describe('the example settings (deploy/env/)', () => {
  it.each([
    ['api', 'api'],
    ['shell', 'shell'],
    ['public-site', 'public-site'],
    ['admin-console', 'admin-console'],
  ])('%s.env.example passes check-config in production once its secrets are filled in', (file, process) => {
    const example = `deploy/env/${file}.env.example`;
    // What the example leaves empty is a secret to fill in, and nothing else is missing.
    const empty = [...read(example).matchAll(/^([A-Z_]+)=$/gm)].map((match) => match[1]!);
    expect(empty.every((name) => /SECRET|KEY/.test(name))).toBe(true);
    const checked = checkConfig(process, Object.fromEntries(empty.map((name) => [name, secret()])), example);
    expect(checked.stdout).toContain('No problems found.');
    expect(checked.status).toBe(0);
  });

  it('are refused with a secret left out (the shell without PROXY_SECRET)', () => {
    const checked = checkConfig('shell', {}, 'deploy/env/shell.env.example');
    expect(checked.status).toBe(1);
    expect(checked.stdout).toMatch(/✖ shell: PROXY_SECRET must be set/);
  });
});

describe("compose.yaml's settings", () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string> }>;
  };
  const dotEnv = Object.fromEntries(
    [...read('deploy/env/compose.env.example').matchAll(/^([A-Z_]+)=(.*)$/gm)].map((match) => [
      match[1]!,
      match[2] || secret(),
    ]),
  );
  /** compose's interpolation of ${NAME}, ${NAME:-default} and ${NAME:?message} from the .env file. */
  const interpolate = (value: string) =>
    String(value).replace(
      /\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g,
      (_match, name: string, kind?: string, fallback = '') => dotEnv[name] || (kind === '-' ? fallback : ''),
    );

  it.each([
    ['api-1', 'api'],
    ['shell-1', 'shell'],
    ['public-site', 'public-site'],
    ['admin-console', 'admin-console'],
  ])('%s passes check-config in production', (service, process) => {
    const environment = Object.fromEntries(
      Object.entries(compose.services[service]!.environment ?? {}).map(([name, value]) => [
        name,
        interpolate(value),
      ]),
    );
    const checked = checkConfig(process, environment);
    expect(checked.stdout).toContain('No problems found.');
    expect(checked.status).toBe(0);
  });
});

describe('the nginx configuration', () => {
  const template = read('deploy/nginx/mwangaza.conf.template');

  it('gives up idle connections to every upstream sooner than the instances would close them', () => {
    const instancesKeepMs = Math.min(
      Number(API_VARIABLES.KEEP_ALIVE_TIMEOUT_MS.default),
      Number(STATIC_VARIABLES.KEEP_ALIVE_TIMEOUT_MS.default),
    );
    expect(instancesKeepMs).toBe(5000);
    const upstreams = [...template.matchAll(/^upstream (\w+) \{\n([\s\S]*?)\n\}/gm)];
    expect(upstreams.map((match) => match[1])).toEqual([
      'mwangaza_api',
      'mwangaza_shell',
      'mwangaza_public_site',
      'mwangaza_admin_console',
    ]);
    for (const [, name, body] of upstreams) {
      expect([name, /^\s*keepalive \d+;$/m.test(body!)]).toEqual([name, true]);
      const idleMs = Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(body!)?.[1]) * 1000;
      expect([name, idleMs < instancesKeepMs]).toEqual([name, true]);
    }
    // Kept connections need HTTP/1.1 without a Connection header, in every server that proxies.
    expect(template.match(/proxy_set_header Connection "";/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the API bundles', () => {
  it('include every command the API package scripts run, and the deploy folder checks each is built', () => {
    const scripts = JSON.parse(read('api/package.json')).scripts as Record<string, string>;
    const bundles = Object.values(scripts)
      .map((script) => /^node dist\/([\w-]+)\.js$/.exec(script)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(bundles).toEqual(
      expect.arrayContaining(['server', 'db', 'create-admin', 'seed', 'migrate', 'backup', 'restore']),
    );
    const build = read('api/build.mjs');
    const deployFolder = read('deploy/deploy-folder.mjs');
    for (const name of bundles.filter((bundle) => bundle !== 'server')) {
      expect(build).toContain(`'${name}'`);
      expect(fs.existsSync(path.join(ROOT, `api/src/commands/${name}.ts`))).toBe(true);
      expect(deployFolder).toContain(`'${name}'`);
    }
    expect(build).toContain("'check-config': '../scripts/check-config.ts'");
    expect(deployFolder).toContain("'check-config'");
  });
});
