import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin, type MockRole } from '../../components/test-render';
import { ResourceScreen } from '../resource-screen';
import { cultureResource } from './culture';
import { columnHeaders } from '../../components/test-queries';

/** What only culture items have: the icon column, the display order, the default picture. */
const open = (query = '', role?: MockRole) =>
  renderAdmin(<ResourceScreen resource={cultureResource} />, `/admin/culture${query}`, role);
const titlesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    // The title cell also shows the publication state and the missing translations under the title.
    .map((row) =>
      within(row)
        .getAllByRole('cell')[1]
        ?.textContent?.replace(/(Draft|Published|Scheduled for .*?)(Missing translation.*)?$/, ''),
    );
const savedOrder = () => [...db.cultureItems].sort((a, b) => a.order - b.order).map((item) => item.title);

/** Records the order calls the screen makes. */
function recordOrderCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/order')) calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

jest.setTimeout(20_000);
afterEach(() => server.events.removeAllListeners());

it('lists culture items by order with the Icon, Title, Description and Actions columns', async () => {
  open();
  const table = await screen.findByRole('table');
  expect(columnHeaders(table)).toEqual(['Icon', 'Title', 'Description', 'Actions']);
  expect(titlesInOrder()).toEqual(['Curiosity First', 'Integrity with Data', 'Local Impact', 'Teamwork']);
  // The icon is drawn as the site's line icon (an SVG), not an emoji.
  const firstRow = within(table).getAllByRole('row')[1]!;
  expect(firstRow.querySelector('svg[aria-hidden="true"] circle')).not.toBeNull();
  expect(within(table).getByRole('link', { name: /View Curiosity First/ })).toHaveAttribute(
    'href',
    '/about/culture/curiosity',
  );
});

it('moves an item with the keyboard buttons, saves orders 0..n-1 in one request and announces the position', async () => {
  const calls = recordOrderCalls();
  const { user } = open();
  const up = await screen.findByRole('button', { name: 'Move Local Impact up' });
  expect(screen.getByRole('button', { name: 'Move Curiosity First up' })).toBeDisabled();
  up.focus();
  await user.keyboard('{Enter}');

  expect(titlesInOrder()).toEqual(['Curiosity First', 'Local Impact', 'Integrity with Data', 'Teamwork']);
  expect(screen.getByText('Local Impact moved to position 2 of 4')).toBeInTheDocument();
  expect(await screen.findByText('Order saved')).toBeInTheDocument();
  expect(savedOrder()).toEqual(['Curiosity First', 'Local Impact', 'Integrity with Data', 'Teamwork']);
  expect(db.cultureItems.map((item) => item.order).sort()).toEqual([0, 1, 2, 3]);
  // The whole sequence in one atomic request, not one per moved item.
  expect(calls).toEqual(['PUT /api/culture/order']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Local Impact up' })).toHaveFocus());
});

it('reorders by dragging a row onto another', async () => {
  open();
  await screen.findByRole('table');
  const rows = screen.getAllByRole('row');
  const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(rows[4]!, { dataTransfer });
  fireEvent.dragOver(rows[1]!, { dataTransfer });
  fireEvent.drop(rows[1]!, { dataTransfer });
  expect(titlesInOrder()).toEqual(['Teamwork', 'Curiosity First', 'Integrity with Data', 'Local Impact']);
  expect(await screen.findByText('Order saved')).toBeInTheDocument();
  expect(savedOrder()).toEqual(['Teamwork', 'Curiosity First', 'Integrity with Data', 'Local Impact']);
});

it('does not offer reordering while the list is filtered', async () => {
  const { user } = open();
  await screen.findByRole('table');
  await user.type(screen.getByRole('searchbox', { name: 'Search culture items' }), 'data');
  await waitFor(() => expect(screen.queryByText('Teamwork')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  expect(screen.getByText('Clear the search to change the order.')).toBeInTheDocument();
});

it('hides reordering and write actions from read-only users', async () => {
  open('', 'user');
  await screen.findByRole('table');
  expect(screen.getByRole('complementary', { name: 'Read-only access' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Culture Item' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('row')[1]).not.toHaveAttribute('draggable');
});

it("creates a culture item with the default image '/images/desk.avif' when the image is left empty", async () => {
  const { user } = open('?new=true');
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await fill(screen.getByLabelText(/^Title/), 'Open Doors');
  const icon = screen.getByRole('combobox', { name: /^Icon/ });
  expect(within(icon).getByRole('option', { name: 'Magnifying glass' })).toHaveValue('search');
  await user.selectOptions(icon, 'Compass');
  await fill(screen.getByLabelText(/^Description/), 'Anyone can ask anyone.');
  await fill(screen.getByLabelText(/^Full description/), 'We sit together.');
  await fill(screen.getByRole('textbox', { name: 'Value 1' }), 'Listen first');
  expect(screen.getByLabelText(/^Order/)).toHaveValue(0);
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Culture item created')).toBeInTheDocument();
  expect(db.cultureItems.find((item) => item.title === 'Open Doors')).toMatchObject({
    icon: 'compass',
    image: '/images/desk.avif',
    order: 0,
    values: ['Listen first'],
  });
});

it('opens the edit form for an item and reports an unknown one', async () => {
  const first = open('?edit=teamwork');
  expect(await screen.findByLabelText(/^Title/)).toHaveValue('Teamwork');
  first.unmount();
  open('?edit=unknown');
  expect(await screen.findByText('Culture item not found')).toBeInTheDocument();
});
