import fs from 'node:fs';
import { CONFIG_DOC, ENV_EXAMPLE, renderConfigDoc, renderEnvExample } from './config-docs';

/** docs/configuration.md's tables and api/.env.example are written from the declarations. */
describe('configuration docs', () => {
  it('docs/configuration.md lists every variable as declared (run `npm run config:docs` after changing one)', () => {
    const doc = fs.readFileSync(CONFIG_DOC, 'utf8');
    expect(renderConfigDoc(doc)).toBe(doc);
  });

  it('api/.env.example lists every API variable as declared (run `npm run config:docs`)', () => {
    expect(renderEnvExample()).toBe(fs.readFileSync(ENV_EXAMPLE, 'utf8'));
  });
});
