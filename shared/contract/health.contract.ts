import { Liveness, Readiness } from '../src/schemas';
import { expectSuccess } from './expect-body';
import type { Call } from './target';

export function describeHealthContract(call: Call): void {
  describe('/health', () => {
    it('answers liveness with the build that runs', async () => {
      for (const path of ['/health', '/health/live']) {
        const { build } = expectSuccess<{ build: { version: string } }>(
          await call('GET', path),
          200,
          Liveness,
        );
        expect(build.version).not.toBe('');
      }
    });

    it('answers readiness with the database up', async () => {
      expect(expectSuccess(await call('GET', '/health/ready'), 200, Readiness)).toMatchObject({
        database: 'up',
      });
    });
  });
}
