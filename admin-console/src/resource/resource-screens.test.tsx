import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { nounsOf } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin, type MockRole } from '../components/test-render';
import { RESOURCES } from './collections';
import type { AnyResource } from './define-resource';
import { resourceTexts } from './resource-texts';
import { ResourceScreen } from './resource-screen';
import { PUBLISHED_ONLY } from './list/resource-list';
import { apiFails } from '../components/test-queries';

type Item = { id: string; title: string };
const itemsOf = (resource: AnyResource) =>
  (db as unknown as Record<string, Item[]>)[resource.collection.keys.list]!;

/**
 * The items of the collection's mock data the tests act on (its fixtures: a new collection needs a few),
 * read when each test runs, as the db is reset after each.
 */
const samplesOf = (resource: AnyResource) => {
  const items = itemsOf(resource);
  return { edit: items[0]!, remove: items[items.length - 1]!, missing: 'missing1' };
};

jest.setTimeout(20_000);
afterEach(() => sessionStorage.clear());

describe.each(RESOURCES.map((resource) => [nounsOf(resource.collection).plural, resource] as const))(
  '%s',
  (_plural, resource) => {
    const { name } = resource.collection;
    const texts = resourceTexts(resource.collection);
    const open = (query = '', role?: MockRole) =>
      renderAdmin(<ResourceScreen resource={resource} />, `/admin/${name}${query}`, role);

    describe('list', () => {
      it('shows the empty state with the Add button named', async () => {
        itemsOf(resource).splice(0);
        open();
        expect(
          await screen.findByText(`No ${texts.plural} found. Click "${texts.addLabel}" to create one.`),
        ).toBeInTheDocument();
      });

      it('offers Clear search when nothing matches the search', async () => {
        const { user } = open();
        await screen.findByRole('table');
        await user.type(screen.getByRole('searchbox', { name: texts.searchLabel }), 'zzz');
        expect(await screen.findByText(`No ${texts.plural} found matching "zzz"`)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Clear search' }));
        expect(screen.getByRole('searchbox')).toHaveValue('');
        expect(await screen.findByText(samplesOf(resource).edit.title)).toBeInTheDocument();
      });

      it('shows an error with a retry when the list cannot load', async () => {
        server.use(
          http.get(`*/api/${name}/admin/all`, () =>
            HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
          ),
        );
        const { user } = open();
        expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
        server.resetHandlers();
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByRole('table')).toBeInTheDocument();
      });

      it('asks for confirmation naming the kind of item, then deletes it', async () => {
        const sample = samplesOf(resource);
        const { user } = open();
        await user.click(await screen.findByRole('button', { name: `Delete ${sample.remove.title}` }));
        const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
        expect(dialog).toHaveTextContent(
          `Are you sure you want to delete this ${texts.singular}? This action cannot be undone.`,
        );
        await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
        expect(await screen.findByText(`${texts.Singular} deleted`)).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText(sample.remove.title)).not.toBeInTheDocument());
        expect(itemsOf(resource).some((item) => item.id === sample.remove.id)).toBe(false);
      });

      it('keeps the item when deletion is cancelled, and shows the API message when it fails', async () => {
        const sample = samplesOf(resource);
        const { user } = open();
        await user.click(await screen.findByRole('button', { name: `Delete ${sample.remove.title}` }));
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

        apiFails('delete', `/${name}/:id`, 403, 'You do not have permission to do this');
        await user.click(screen.getByRole('button', { name: `Delete ${sample.remove.title}` }));
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
        expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
        expect(screen.getByText(sample.remove.title)).toBeInTheDocument();
      });

      it('gives focus back to the Delete button on Cancel, and to the heading once the row is deleted', async () => {
        const sample = samplesOf(resource);
        const { user } = open();
        const deleteButton = await screen.findByRole('button', { name: `Delete ${sample.remove.title}` });
        await user.click(deleteButton);
        const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
        expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
        await user.keyboard('{Escape}');
        expect(deleteButton).toHaveFocus();

        await user.click(deleteButton);
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(screen.queryByText(sample.remove.title)).not.toBeInTheDocument());
        expect(screen.getByRole('heading', { level: 1, name: texts.title })).toHaveFocus();
      });

      it('shows read-only users the notice and no write actions', async () => {
        open('', 'user');
        await screen.findByRole('table');
        expect(screen.getByRole('complementary', { name: 'Read-only access' })).toBeInTheDocument();
        expect(
          screen.getByText(
            /Your account can view the console but not make changes\. An administrator must grant you editing rights\./,
          ),
        ).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: texts.addLabel })).not.toBeInTheDocument();
        expect(screen.queryByRole('switch')).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
        expect(screen.getAllByRole('link', { name: /^View / }).length).toBeGreaterThan(0);
        // The published list: the API keeps drafts and scheduled items for editors and administrators.
        expect(screen.getByText(PUBLISHED_ONLY)).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      });
    });

    describe('form', () => {
      it(`opens the create form from the ${texts.addLabel} button`, async () => {
        const { user } = open();
        await user.click(await screen.findByRole('button', { name: texts.addLabel }));
        expect(screen.getByRole('heading', { name: texts.addLabel })).toHaveFocus();
      });

      it('Cancel returns to the plain list', async () => {
        const { user } = open('?new=true');
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
        expect(await screen.findByRole('table')).toBeInTheDocument();
      });

      it('opens the edit form of an item by its id', async () => {
        const sample = samplesOf(resource);
        open(`?edit=${sample.edit.id}`);
        expect(await screen.findByLabelText(/^Title/)).toHaveValue(sample.edit.title);
        expect(screen.getByRole('heading', { name: texts.editTitle })).toBeInTheDocument();
      });

      it('says when the item to edit does not exist, with a way back', async () => {
        const sample = samplesOf(resource);
        const { user } = open(`?edit=${sample.missing}`);
        expect(await screen.findByText(texts.notFound)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: texts.backLabel }));
        expect(await screen.findByRole('table')).toBeInTheDocument();
      });

      it('shows read-only users the notice instead of a form', () => {
        open('?new=true', 'user');
        expect(screen.getByText(/An administrator must grant you editing rights/)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      });

      it('keeps a draft while typing and offers it when the form opens again', async () => {
        const first = open('?new=true');
        await first.user.type(screen.getByLabelText(/^Title/), 'Half-written');
        expect(JSON.parse(sessionStorage.getItem(`draft:${name}:new`) ?? '{}')).toMatchObject({
          title: 'Half-written',
        });
        first.unmount();

        const { user } = open('?new=true');
        expect(screen.getByText('Restore unsaved changes?')).toBeInTheDocument();
        expect(screen.getByLabelText(/^Title/)).toHaveValue('');
        await user.click(screen.getByRole('button', { name: 'Restore' }));
        expect(screen.getByLabelText(/^Title/)).toHaveValue('Half-written');
        expect(screen.queryByText('Restore unsaved changes?')).not.toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(sessionStorage.getItem(`draft:${name}:new`)).toBeNull();
      });

      it('discards an offered draft', async () => {
        const sample = samplesOf(resource);
        sessionStorage.setItem(`draft:${name}:${sample.edit.id}`, JSON.stringify({ title: 'Old edit' }));
        const { user } = open(`?edit=${sample.edit.id}`);
        await user.click(await screen.findByRole('button', { name: 'Discard' }));
        expect(sessionStorage.getItem(`draft:${name}:${sample.edit.id}`)).toBeNull();
        expect(screen.getByLabelText(/^Title/)).toHaveValue(sample.edit.title);
      });

      it('shows the history under the edit form, and not on the create form', async () => {
        const sample = samplesOf(resource);
        const edit = open(`?edit=${sample.edit.id}`);
        expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
        expect(
          await screen.findByText('No revisions yet: the next save starts the history.'),
        ).toBeInTheDocument();
        edit.unmount();
        sessionStorage.clear();
        open('?new=true');
        expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
      });
    });
  },
);
