import fs from 'node:fs';
import { ENV_EXAMPLE, README, renderEnvExample, renderReadme } from './config-docs';

/** The README's configuration tables and api/.env.example are written from the declarations. */
describe('configuration docs', () => {
  it('the README lists every variable as declared (run `npm run config:docs` after changing one)', () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(renderReadme(readme)).toBe(readme);
  });

  it('api/.env.example lists every API variable as declared (run `npm run config:docs`)', () => {
    expect(renderEnvExample()).toBe(fs.readFileSync(ENV_EXAMPLE, 'utf8'));
  });
});
