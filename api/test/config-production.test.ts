import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../src/config';

/** What `openssl rand -base64 48` makes (made once: an estimate takes up to 0.1 s). */
const random = () => randomBytes(48).toString('base64');
const secrets = { JWT_SECRET: random(), TWO_FACTOR_KEY: random(), PROXY_SECRET: random() };

const production = () => ({
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://db:27017/app',
  ...secrets,
  CONSOLE_URL: 'https://www.example.com/admin',
});

/** The problems a configuration is refused with (none: it loads). */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('production configuration', () => {
  it('starts with random secrets and the addresses it links to', () => {
    const config = loadConfig(production());
    expect(config.consoleUrl).toBe('https://www.example.com/admin');
    expect(config.jwtSecretGenerated).toBe(false);
  });

  it.each([
    ['a repeated sequence', '0123456789abcdef0123456789abcdef'],
    ['a keyboard run', 'qwertyuiopasdfghjklzxcvbnm123456'],
    ['a keyboard run, interleaved', '1q2w3e4r5t6y7u8i9o0p1q2w3e4r5t6y'],
    ['a phrase said three times', 'bench-secret-bench-secret-bench-secret!'],
    ['too few distinct characters', 'abbababbbabaabababbbabababaabbabab'],
  ])('refuses %s as JWT_SECRET, TWO_FACTOR_KEY or PROXY_SECRET, saying how to make one', (_what, weak) => {
    for (const name of ['JWT_SECRET', 'TWO_FACTOR_KEY', 'PROXY_SECRET']) {
      const problems = problemsOf({ ...production(), [name]: weak });
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} is too easy to guess`))]);
      expect(problems[0]).toContain('openssl rand -base64 48');
      expect(problems[0]).not.toContain(weak);
    }
  });

  it('refuses TWO_FACTOR_KEY equal to JWT_SECRET', () => {
    const env = production();
    expect(problemsOf({ ...env, TWO_FACTOR_KEY: env.JWT_SECRET })).toEqual([
      expect.stringMatching(/^TWO_FACTOR_KEY must not be the same as JWT_SECRET/),
    ]);
  });

  it('requires a strong PROXY_SECRET whenever it trusts a proxy', () => {
    for (const trust of [undefined, '1', '2', 'loopback, 10.0.0.0/8']) {
      const env = { ...production(), TRUST_PROXY: trust };
      expect(problemsOf({ ...env, PROXY_SECRET: undefined })).toEqual([
        expect.stringMatching(/^PROXY_SECRET must be set to at least 32 characters in production/),
      ]);
      expect(problemsOf({ ...env, PROXY_SECRET: 'x' })).toEqual([
        expect.stringMatching(/^PROXY_SECRET must be at least 32 characters/),
      ]);
    }
    // Trusting no proxy, the API needs no secret (a weak one set anyway is still refused).
    expect(problemsOf({ ...production(), TRUST_PROXY: 'false', PROXY_SECRET: undefined })).toEqual([]);
    expect(problemsOf({ ...production(), TRUST_PROXY: 'false', PROXY_SECRET: 'x'.repeat(40) })).toHaveLength(
      1,
    );
  });

  it('requires CONSOLE_URL, an https address, instead of linking e-mails to localhost', () => {
    expect(problemsOf({ ...production(), CONSOLE_URL: undefined })).toEqual([
      expect.stringMatching(/^CONSOLE_URL must be set in production/),
    ]);
    expect(problemsOf({ ...production(), CONSOLE_URL: 'http://www.example.com/admin' })).toEqual([
      'CONSOLE_URL must be an https address in production (got "http://www.example.com/admin").',
    ]);
    expect(problemsOf({ ...production(), CONSOLE_URL: 'console' })).toEqual([
      expect.stringMatching(/^CONSOLE_URL must be an absolute http or https URL \(got "console"\)/),
    ]);
    // Outside production the console of `npm start` stays the default.
    expect(loadConfig({}).consoleUrl).toBe('http://localhost:3000/admin');
  });

  it('seeds the sample case studies outside production only, unless asked to', () => {
    expect(loadConfig({}).seedSampleContent).toBe(true);
    expect(loadConfig(production()).seedSampleContent).toBe(false);
    expect(loadConfig({ ...production(), SEED_SAMPLE_CONTENT: 'true' }).seedSampleContent).toBe(true);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PORT: 'http',
      DEMO_MODE: 'maybe',
      JWT_SECRET: '0123456789abcdef0123456789abcdef',
    });
    expect(problems).toEqual([
      'PORT must be an integer between 0 and 65535 (got "http")',
      'DEMO_MODE must be true or false (got "maybe")',
      expect.stringMatching(/^MONGODB_URI is not set/),
      expect.stringMatching(/^JWT_SECRET is too easy to guess/),
      expect.stringMatching(/^TWO_FACTOR_KEY must be set/),
      expect.stringMatching(/^PROXY_SECRET must be set/),
      expect.stringMatching(/^CONSOLE_URL must be set/),
    ]);
  });
});
