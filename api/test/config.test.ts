import path from 'node:path';
import { ConfigError, loadConfig, parseDuration } from '../src/config';

const strongSecret = 'k7Qz9vX2mP4wR8tY1nB6cJ3hL5sD0fGa';
const strongKey = 'f3a9c2e7b1d84f6a0c5e9b2d7a4f1c8e6b3d0a9f';
/** What production needs besides the secrets under test: where the console is, the proxy's secret. */
const productionSites = {
  CONSOLE_URL: 'https://www.example.com/admin',
  PROXY_SECRET: 'Xq3vR9tL2mW8kZ5pB7nC1yH4jD6fG0sA',
};
/** A complete production configuration that loads. */
const validProduction = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db:27017/app',
  JWT_SECRET: strongSecret,
  TWO_FACTOR_KEY: strongKey,
  ...productionSites,
};

describe('loadConfig', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      demoMode: true,
      jwtSecretGenerated: true,
      accessTokenTtlSeconds: 900,
    });
    expect(config.corsOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
    ]);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses the embedded database in production unless allowed', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: strongSecret,
        TWO_FACTOR_KEY: strongKey,
        ...productionSites,
      }),
    ).toThrow(/MONGODB_URI/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: strongSecret,
        TWO_FACTOR_KEY: strongKey,
        ALLOW_EMBEDDED_DB: 'true',
        ...productionSites,
      }).allowEmbeddedDb,
    ).toBe(true);
  });

  it('refuses a missing or weak JWT_SECRET in production', () => {
    const base = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/app', ...productionSites };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
    const config = loadConfig({ ...base, JWT_SECRET: strongSecret, TWO_FACTOR_KEY: strongKey });
    expect(config.demoMode).toBe(false);
    expect(config.jwtSecretGenerated).toBe(false);
  });

  it('refuses demo mode in production with a clear message', () => {
    const base = validProduction;
    expect(() => loadConfig({ ...base, DEMO_MODE: 'true' })).toThrow(
      /DEMO_MODE=true is refused in production/,
    );
    expect(loadConfig(base).demoMode).toBe(false);
  });

  it('allows self-registration of the first admin outside production only, unless set', () => {
    expect(loadConfig({}).allowFirstAdminRegistration).toBe(true);
    const production = {
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db:27017/app',
      JWT_SECRET: strongSecret,
      TWO_FACTOR_KEY: strongKey,
      ...productionSites,
    };
    expect(loadConfig(production).allowFirstAdminRegistration).toBe(false);
    expect(
      loadConfig({ ...production, ALLOW_FIRST_ADMIN_REGISTRATION: 'true' }).allowFirstAdminRegistration,
    ).toBe(true);
  });

  it('refuses a missing or weak TWO_FACTOR_KEY in production, and reads the previous keys', () => {
    const base = {
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db:27017/app',
      JWT_SECRET: strongSecret,
      ...productionSites,
    };
    expect(() => loadConfig(base)).toThrow(/TWO_FACTOR_KEY must be set to at least 32 characters/);
    expect(() => loadConfig({ ...base, TWO_FACTOR_KEY: 'ab'.repeat(20) })).toThrow(
      /TWO_FACTOR_KEY is too easy to guess/,
    );
    const config = loadConfig({
      ...base,
      TWO_FACTOR_KEY: strongKey,
      TWO_FACTOR_PREVIOUS_KEYS: ' old-one , older-one ',
    });
    expect(config.twoFactorKey).toBe(strongKey);
    expect(config.twoFactorPreviousKeys).toEqual(['old-one', 'older-one']);
    expect(config.twoFactorKeyIsDevelopmentDefault).toBe(false);
  });

  it('uses a fixed development TWO_FACTOR_KEY outside production, so keys survive a restart', () => {
    const first = loadConfig({});
    expect(first.twoFactorKeyIsDevelopmentDefault).toBe(true);
    expect(loadConfig({}).twoFactorKey).toBe(first.twoFactorKey);
  });

  it('refuses a JWT_SECRET of low entropy in production', () => {
    const base = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/app' };
    expect(() => loadConfig({ ...base, JWT_SECRET: 'a'.repeat(32) })).toThrow(/too easy to guess/);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'abab'.repeat(16) })).toThrow(/too easy to guess/);
    // Outside production a weak secret is replaced by a random one, as a missing one is.
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(32) }).jwtSecretGenerated).toBe(true);
  });

  it('keeps the API docs off in production unless asked for', () => {
    const base = validProduction;
    expect(loadConfig(base).docsEnabled).toBe(false);
    expect(loadConfig({ ...base, DOCS_ENABLED: 'true' }).docsEnabled).toBe(true);
    expect(loadConfig({}).docsEnabled).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 1, addresses: ['loopback'] });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy.addresses).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the backup settings: no schedule by default, a key of 32+ characters, a period of 1m or more', () => {
    expect(loadConfig({})).toMatchObject({ backupKey: undefined, backupEveryMs: undefined, backupKeep: 7 });
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backupDir).toBe('/srv/backups');
    expect(loadConfig({ BACKUP_EVERY: '24h', BACKUP_KEEP: '14' })).toMatchObject({
      backupEveryMs: 86_400_000,
      backupKeep: 14,
    });
    expect(() => loadConfig({ BACKUP_KEY: 'short' })).toThrow('BACKUP_KEY must be at least 32 characters');
    expect(() => loadConfig({ BACKUP_EVERY: '30s' })).toThrow('BACKUP_EVERY must be at least 1m');
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it("reads a relative DATA_DIR or BACKUP_DIR from the project's root folder, wherever the command runs", () => {
    // `npm run <command> -w api` runs in api/, `npm start` at the root: both must find the same data.
    const root = path.resolve(__dirname, '../..');
    const workingDir = process.cwd();
    process.chdir(path.join(root, 'api'));
    try {
      expect(loadConfig({})).toMatchObject({
        dataDir: path.join(root, '.data'),
        backupDir: path.join(root, 'backups'),
      });
      expect(loadConfig({ DATA_DIR: 'var/db', BACKUP_DIR: '../elsewhere' })).toMatchObject({
        dataDir: path.join(root, 'var/db'),
        backupDir: path.resolve(root, '../elsewhere'),
      });
    } finally {
      process.chdir(workingDir);
    }
  });

  it('allows the test clock route only with NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_ROUTE: 'true' }).testClockRoute).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testClockRoute).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_CLOCK_ROUTE: 'true' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TEST_CLOCK_ROUTE: 'true',
        JWT_SECRET: strongSecret,
        TWO_FACTOR_KEY: strongKey,
        ALLOW_EMBEDDED_DB: 'true',
        ...productionSites,
      }),
    ).toThrow('TEST_CLOCK_ROUTE is only allowed with NODE_ENV=test');
  });

  it('validates numbers, booleans and durations', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE must be true or false/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(parseDuration('X', '15m')).toBe(900);
    expect(parseDuration('X', '7d')).toBe(604_800);
    expect(() => parseDuration('X', 'soon')).toThrow(ConfigError);
  });
});
