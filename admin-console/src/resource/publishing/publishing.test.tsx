import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { nounsOf, type PublicationStatus } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin } from '../../components/test-render';
import { RESOURCES } from '../collections';
import { UNSAVED_CHANGES_MESSAGE } from '../form/use-unsaved-changes';
import { ResourceScreen } from '../resource-screen';
import { resourceTexts } from '../resource-texts';
import { titleOfResource } from '../test-titles';

type Item = {
  id: string;
  status: PublicationStatus;
  publishAt: string | null;
  version: number;
  updatedBy?: string;
  updatedAt: string;
  [field: string]: unknown;
};

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

jest.setTimeout(20_000);
afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

/** Publishing, scheduling, safe saves and previews: one layer, the same for every collection. */
describe.each(RESOURCES.map((resource) => [nounsOf(resource.collection).plural, resource] as const))(
  '%s',
  (_plural, resource) => {
    const { name, keys } = resource.collection;
    const texts = resourceTexts(resource.collection);
    const title = titleOfResource(resource);
    const open = (query = '') =>
      renderAdmin(<ResourceScreen resource={resource} />, `/admin/${name}${query}`);
    /** The collection's items in the mock db, in its list's order. */
    const items = () => (db as unknown as Record<string, Item[]>)[keys.list]!;
    /** The item the form tests edit (read when the test runs: the db is reset after each). */
    const edited = () => items()[0]!;

    describe('list', () => {
      it('shows each item as Draft, Scheduled for <Nairobi time> or Published, and filters by it', async () => {
        items()[0]!.status = 'draft';
        Object.assign(items()[1]!, { status: 'published', publishAt: '2099-11-24T06:00:00.000Z' });
        const { user } = open();
        await screen.findByRole('table');
        expect(within(row(title.of(items()[0]!))).getByText('Draft')).toBeInTheDocument();
        expect(
          within(row(title.of(items()[1]!))).getByText('Scheduled for 24 Nov 2099, 09:00 EAT'),
        ).toBeInTheDocument();
        expect(within(row(title.of(items()[2]!))).getByText('Published')).toBeInTheDocument();

        await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
        await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
        expect(row(title.of(items()[0]!))).toBeInTheDocument();
        await user.selectOptions(screen.getByLabelText('Status'), 'Scheduled');
        await waitFor(() =>
          expect(
            screen.queryByRole('row', { name: new RegExp(title.of(items()[0]!)) }),
          ).not.toBeInTheDocument(),
        );
        expect(row(title.of(items()[1]!))).toBeInTheDocument();
      });

      it('publishes a draft, unschedules a scheduled item and unpublishes a published one', async () => {
        const [draft, scheduled, live] = items();
        draft!.status = 'draft';
        Object.assign(scheduled!, { publishAt: inOneHour() });
        const { user } = open();
        await screen.findByRole('table');

        await user.click(screen.getByRole('button', { name: `Publish ${title.of(draft!)}` }));
        expect(await screen.findByText(`"${title.of(draft!)}" is published`)).toBeInTheDocument();
        expect(items().find((c) => c.id === draft!.id)?.status).toBe('published');

        await user.click(screen.getByRole('button', { name: `Unschedule ${title.of(scheduled!)}` }));
        await waitFor(() =>
          expect(items().find((c) => c.id === scheduled!.id)).toMatchObject({
            status: 'draft',
            publishAt: null,
          }),
        );

        await user.click(screen.getByRole('button', { name: `Unpublish ${title.of(live!)}` }));
        await waitFor(() => expect(items().find((c) => c.id === live!.id)?.status).toBe('draft'));
      });

      it('schedules a draft at a time entered in Nairobi time', async () => {
        const draft = items()[0]!;
        draft.status = 'draft';
        const { user } = open();
        await user.click(await screen.findByRole('button', { name: `Schedule ${title.of(draft)}` }));
        const dialog = screen.getByRole('dialog', { name: `Schedule "${title.of(draft)}"` });
        const when = within(dialog).getByLabelText(/Publish at \(Nairobi time, EAT\)/);
        fireEvent.change(when, { target: { value: '2099-11-24T09:00' } });
        await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
        await waitFor(() =>
          expect(items().find((c) => c.id === draft.id)).toMatchObject({
            status: 'published',
            publishAt: '2099-11-24T06:00:00.000Z',
          }),
        );
        expect(await screen.findByText('Scheduled for 24 Nov 2099, 09:00 EAT')).toBeInTheDocument();
      });
    });

    describe('form', () => {
      it('creates a new item as a draft unless another state is chosen', async () => {
        const { user } = open('?new=true');
        expect(screen.getByRole('radio', { name: 'Draft (not on the site)' })).toBeChecked();
        await user.click(screen.getByRole('radio', { name: 'Scheduled' }));
        expect(screen.getByLabelText(/Publish at \(Nairobi time, EAT\)/)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(screen.getByText('Enter a publish date and time')).toBeInTheDocument();
      });

      it('refuses a stale save with the choice to reload or overwrite, never silently', async () => {
        const editedId = edited().id;
        const { user } = open(`?edit=${edited().id}`);
        const field = await screen.findByLabelText(title.label);
        // Someone else saves meanwhile.
        Object.assign(
          items().find((c) => c.id === editedId)!,
          {
            [title.key]: 'Their title',
            version: 2,
            updatedBy: 'Wanjiru Kamau',
            updatedAt: '2026-11-24T06:15:00.000Z',
          },
        );
        await user.clear(field);
        await user.type(field, 'My title');
        await user.click(screen.getByRole('button', { name: 'Save' }));

        const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this first' });
        expect(dialog).toHaveTextContent(
          `This ${texts.singular} was changed by Wanjiru Kamau at 24 Nov 2026, 09:15 EAT. Reload to see their changes, or overwrite them.`,
        );
        expect(items().find((c) => c.id === editedId)?.[title.key]).toBe('Their title');

        await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
        expect(await screen.findByText(`${texts.Singular} saved`)).toBeInTheDocument();
        expect(items().find((c) => c.id === editedId)).toMatchObject({
          [title.key]: 'My title',
          version: 3,
        });
      });

      it('reloads the newer version when asked', async () => {
        const editedId = edited().id;
        const { user } = open(`?edit=${edited().id}`);
        const field = await screen.findByLabelText(title.label);
        Object.assign(
          items().find((c) => c.id === editedId)!,
          { [title.key]: 'Their title', version: 2, updatedBy: 'Wanjiru Kamau' },
        );
        await user.type(field, ' edited');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await user.click(await screen.findByRole('button', { name: 'Reload' }));
        await waitFor(() => expect(screen.getByLabelText(title.label)).toHaveValue('Their title'));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });

      it('asks before following a link away from unsaved changes, and stays when told to', async () => {
        const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
        const { user } = open(`?edit=${edited().id}`);
        const field = await screen.findByLabelText(title.label);
        const link = document.createElement('a');
        link.href = '/admin/services';
        link.textContent = 'Services';
        document.body.appendChild(link);
        try {
          await user.click(link);
          expect(confirm).not.toHaveBeenCalled();
          await user.type(field, ' changed');
          const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
          link.dispatchEvent(event);
          expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
          expect(event.defaultPrevented).toBe(true);
          const unload = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(unload);
          expect(unload.defaultPrevented).toBe(true);
        } finally {
          link.remove();
        }
      });

      it('opens a preview of the unsaved content in a new tab', async () => {
        const tab = { location: { href: '' }, close: jest.fn() };
        jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
        const { user } = open(`?edit=${edited().id}`);
        await user.type(await screen.findByLabelText(title.label), ' (draft)');
        await user.click(screen.getByRole('button', { name: 'Preview' }));
        await waitFor(() =>
          expect(tab.location.href).toMatch(new RegExp(`^/preview/${name}/[A-Za-z0-9_-]+$`)),
        );
      });
    });
  },
);
