import { EnquiryList } from '../src/schemas';
import { expectFailure, expectSuccess } from './expect-body';
import { AUTH_REQUIRED, AssigneeList, EnquiryCreated, FORBIDDEN, OneEnquiry } from './response-schemas';
import type { Call } from './target';

const enquiry = () => ({
  name: 'Contract Visitor',
  email: `visitor-${Math.random().toString(36).slice(2, 8)}@example.com`,
  company: 'Contract Co',
  project: 'We would like dashboards for our sales data.',
});

type Listed = {
  enquiries: { id: string; stage: string }[];
  counts: Record<string, number>;
  pagination: { total: number };
};

export function describeContactContract(call: Call): void {
  describe('/contact', () => {
    it('takes an enquiry from anyone, and validates it', async () => {
      const { id } = expectSuccess<{ id: string }>(
        await call('POST', '/contact', { body: enquiry() }),
        201,
        EnquiryCreated,
      );
      expect(id).toEqual(expect.any(String));
      const { email: _email, ...noEmail } = enquiry();
      expectFailure(await call('POST', '/contact', { body: noEmail }), 400, /email/);
    });

    it('records the language an enquiry was sent in (English by default), filters by it, refuses others', async () => {
      const { id: french } = expectSuccess<{ id: string }>(
        await call('POST', '/contact', { body: { ...enquiry(), locale: 'fr' } }),
        201,
        EnquiryCreated,
      );
      const { id: english } = expectSuccess<{ id: string }>(
        await call('POST', '/contact', { body: enquiry() }),
        201,
        EnquiryCreated,
      );
      const read = (id: string) =>
        call('GET', `/contact/enquiries/${id}`, { as: 'editor' }).then(
          (answer) => expectSuccess<{ enquiry: { locale: string } }>(answer, 200, OneEnquiry).enquiry,
        );
      expect((await read(french)).locale).toBe('fr');
      expect((await read(english)).locale).toBe('en');
      const inFrench = expectSuccess<{ enquiries: { id: string; locale: string }[] }>(
        await call('GET', '/contact/enquiries?locale=fr&limit=100', { as: 'editor' }),
        200,
        EnquiryList,
      );
      expect(inFrench.enquiries.map((item) => item.id)).toContain(french);
      expect(inFrench.enquiries.every((item) => item.locale === 'fr')).toBe(true);
      expectFailure(
        await call('POST', '/contact', { body: { ...enquiry(), locale: 'de' } }),
        400,
        /locale.*en, sw, fr/,
      );
      expectFailure(await call('GET', '/contact/enquiries?locale=de', { as: 'editor' }), 400, /locale/);
    });

    it('lists enquiries to editors and admins, newest first, with counts per stage', async () => {
      const { id } = expectSuccess<{ id: string }>(
        await call('POST', '/contact', { body: enquiry() }),
        201,
        EnquiryCreated,
      );
      expectFailure(await call('GET', '/contact/enquiries'), 401, AUTH_REQUIRED);
      expectFailure(await call('GET', '/contact/enquiries', { as: 'user' }), 403, FORBIDDEN);
      const list = expectSuccess<Listed>(
        await call('GET', '/contact/enquiries?page=1&limit=5', { as: 'editor' }),
        200,
        EnquiryList,
      );
      expect(list.enquiries[0]?.id).toBe(id);
      expect(list.enquiries.length).toBeLessThanOrEqual(5);
      const staged = expectSuccess<Listed>(
        await call('GET', '/contact/enquiries?stage=new&limit=100', { as: 'admin' }),
        200,
        EnquiryList,
      );
      expect(staged.enquiries.every((item) => item.stage === 'new')).toBe(true);
      expect(staged.counts.new).toBe(staged.pagination.total);
      expectFailure(await call('GET', '/contact/enquiries?stage=nonsense', { as: 'admin' }), 400);
    });

    it('reads, moves, assigns and annotates one enquiry', async () => {
      const { id } = expectSuccess<{ id: string }>(
        await call('POST', '/contact', { body: enquiry() }),
        201,
        EnquiryCreated,
      );
      const read = expectSuccess<{ enquiry: { id: string } }>(
        await call('GET', `/contact/enquiries/${id}`, { as: 'editor' }),
        200,
        OneEnquiry,
      );
      expect(read.enquiry.id).toBe(id);
      expectFailure(
        await call('GET', '/contact/enquiries/no-such-enquiry', { as: 'editor' }),
        404,
        'Enquiry not found',
      );

      const { assignees } = expectSuccess<{ assignees: { id: string }[] }>(
        await call('GET', '/contact/assignees', { as: 'editor' }),
        200,
        AssigneeList,
      );
      expect(assignees.length).toBeGreaterThan(0);
      const moved = expectSuccess<{ enquiry: { stage: string; assignee?: unknown } }>(
        await call('PATCH', `/contact/enquiries/${id}`, {
          as: 'editor',
          body: { stage: 'contacted', assignee: assignees[0]!.id },
        }),
        200,
        OneEnquiry,
      );
      expect(moved.enquiry.stage).toBe('contacted');
      expectFailure(
        await call('PATCH', `/contact/enquiries/${id}`, { as: 'editor', body: { stage: 'nonsense' } }),
        400,
      );
      expectFailure(
        await call('PATCH', `/contact/enquiries/${id}`, { as: 'user', body: { stage: 'won' } }),
        403,
        FORBIDDEN,
      );

      const noted = expectSuccess<{ enquiry: { notes: { text: string }[] } }>(
        await call('POST', `/contact/enquiries/${id}/notes`, {
          as: 'editor',
          body: { text: 'Called them back.' },
        }),
        201,
        OneEnquiry,
      );
      expect(noted.enquiry.notes.at(-1)?.text).toBe('Called them back.');
      expectFailure(
        await call('POST', `/contact/enquiries/${id}/notes`, { as: 'editor', body: { text: '' } }),
        400,
      );
      expectSuccess(await call('POST', `/contact/enquiries/${id}/resend`, { as: 'editor' }), 200, OneEnquiry);
    });

    it('lets only admins send a test e-mail', async () => {
      expectFailure(await call('POST', '/contact/test', { as: 'editor' }), 403, FORBIDDEN);
      expectSuccess(await call('POST', '/contact/test', { as: 'admin' }), 200);
    });
  });
}
