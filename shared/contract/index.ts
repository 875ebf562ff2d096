import { describeAuthContract } from './auth.contract';
import { describeContactContract } from './contact.contract';
import { describeCollectionRoutesContract } from './collection-routes.contract';
import { describeContentContract } from './content.contract';
import { describeContentLocalesContract } from './content-locales.contract';
import { describeHealthContract } from './health.contract';
import { describeMediaAuditContract } from './media-audit.contract';
import { describeRevisionsContract } from './revisions.contract';
import { describeSettingsContract } from './settings.contract';
import { personBody, useNamedPeople } from './samples';
import { caller, type ContractTarget } from './target';

export type { ContractTarget } from './target';
export { closed, expectMatches } from './expect-body';

/**
 * Every endpoint the shared RTK Query slice calls, as one suite: `target` is read when the tests run (the
 * runner starts its implementation in beforeAll). The runners: api/test/contract.test.ts and
 * shared/contract/msw.contract.test.ts.
 */
export function describeApiContract(name: string, target: () => ContractTarget): void {
  const call = caller(target);
  describe(`API contract (${name})`, () => {
    beforeAll(async () => {
      const me = await call('GET', '/auth/me', { as: 'editor' });
      useNamedPeople({ account: (me.body as { data: { user: { id: string } } }).data.user.id });
      const person = await call('POST', '/people', { as: 'editor', body: personBody() });
      useNamedPeople({ person: (person.body as { data: { person: { id: string } } }).data.person.id });
    });
    describeContentContract(call);
    describeContentLocalesContract(call);
    describeCollectionRoutesContract(call);
    describeRevisionsContract(call);
    describeAuthContract(call, target);
    describeContactContract(call);
    describeMediaAuditContract(call);
    describeHealthContract(call);
    describeSettingsContract(call);
  });
}
