import { screen, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin, type MockRole } from '../../components/test-render';
import { ResourceScreen } from '../resource-screen';
import { servicesResource } from './services';
import { columnHeaders } from '../../components/test-queries';

/** What only services have: the truncated description column, the features rows. */
const open = (query = '', role?: MockRole) =>
  renderAdmin(<ResourceScreen resource={servicesResource} />, `/admin/services${query}`, role);

jest.setTimeout(20_000);
afterEach(() => sessionStorage.clear());

describe('list', () => {
  it('shows Title, truncated Description and Actions, with the full text in a title', async () => {
    db.services[0]!.description = 'A'.repeat(120);
    open();
    const table = await screen.findByRole('table', { name: 'Services' });
    expect(columnHeaders(table)).toEqual(['Title', 'Description', 'Actions']);
    const cell = within(table).getByTitle('A'.repeat(120));
    expect(cell).toHaveTextContent(`${'A'.repeat(80)}…`);
    expect(within(table).getByRole('link', { name: /View Big Data Analytics/ })).toHaveAttribute(
      'href',
      '/services/big-data-analytics',
    );
  });
});

describe('form', () => {
  it('clears a field message when that field is edited', async () => {
    const { user } = open('?new=true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText(/^Title/), 'X');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
  });

  it('asks for a feature when only blank rows are left, then creates the service', async () => {
    const { user } = open('?new=true');
    const fill = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill(/^Title/, ' Data Strategy ');
    await fill(/^Description/, 'Roadmaps for data teams.');
    await fill(/^Image URL/, '/images/services/strategy.avif');
    await fill(/^Full description/, 'We help you plan.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one feature');

    await user.click(screen.getByRole('textbox', { name: 'Feature 1' }));
    await user.paste('Roadmap - a 12-month plan');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(db.services.find((s) => s.title === 'Data Strategy')?.features).toEqual([
      'Roadmap - a 12-month plan',
    ]);
  });

  it('edits a service and says when one does not exist', async () => {
    const first = open('?edit=data-lakes');
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Data Lakes');
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    first.unmount();

    open('?edit=nope');
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });
});
