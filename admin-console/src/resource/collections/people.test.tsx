import { screen, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin } from '../../components/test-render';
import { ResourceScreen } from '../resource-screen';
import { insightsResource } from './insights';
import { peopleResource } from './people';
import { columnHeaders } from '../../components/test-queries';

/** What only people have: named by their name, in display order, a photo, optional links and account. */
const open = (query = '') =>
  renderAdmin(<ResourceScreen resource={peopleResource} />, `/admin/people${query}`);

jest.setTimeout(20_000);
afterEach(() => sessionStorage.clear());

it('lists people by name in display order, with their role, discovery calls and staff account', async () => {
  open();
  const table = await screen.findByRole('table');
  expect(columnHeaders(table)).toEqual(['Name', 'Role', 'Discovery calls', 'Staff account', 'Actions']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    expect.stringMatching(/^Achieng Otieno/),
    expect.stringMatching(/^Wanjiku Kariuki/),
    expect.stringMatching(/^Chinedu Okafor/),
  ]);
  expect(within(rows[1]!).getByText('Wanjiru Kamau')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: /View Wanjiku Kariuki/ })).toHaveAttribute(
    'href',
    '/about/team/wanjiku-kariuki',
  );
});

it('adds a person with only a name and a role: photo, links and account are optional', async () => {
  const { user } = open('?new=true');
  expect(screen.getByRole('group', { name: 'Links' }).querySelector('legend span')?.className).not.toMatch(
    /required/,
  );
  await user.type(screen.getByLabelText(/^Full name/), 'Grace Njeri');
  await user.type(screen.getByLabelText(/^Role/), 'Data Analyst');
  await user.click(screen.getByRole('radio', { name: 'Published' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Person created')).toBeInTheDocument();
  expect(db.people.find((person) => person.name === 'Grace Njeri')).toMatchObject({
    role: 'Data Analyst',
    slug: 'grace-njeri',
    links: [],
    discoveryCalls: false,
  });
});

it("offers the team as an insight's author", async () => {
  renderAdmin(<ResourceScreen resource={insightsResource} />, '/admin/insights?new=true');
  const author = await screen.findByRole('combobox', { name: /^Author/ });
  await within(author).findByRole('option', { name: 'Chinedu Okafor' });
  expect(
    within(author)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a person', 'Achieng Otieno', 'Wanjiku Kariuki', 'Chinedu Okafor']);
});
