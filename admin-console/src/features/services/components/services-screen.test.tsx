import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin } from '../../../components/test-render';
import { ServicesScreen } from './services-screen';

const open = (query = '', role?: 'admin' | 'editor' | 'user') =>
  renderAdmin(<ServicesScreen />, `/admin/services${query}`, role);

jest.setTimeout(20_000);
afterEach(() => sessionStorage.clear());

describe('list', () => {
  it('shows Title, truncated Description and Actions, with the full text in a title', async () => {
    db.services[0]!.description = 'A'.repeat(120);
    open();
    const table = await screen.findByRole('table', { name: 'Services' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Description', 'Actions']);
    const cell = within(table).getByTitle('A'.repeat(120));
    expect(cell).toHaveTextContent(`${'A'.repeat(80)}…`);
    expect(within(table).getByRole('link', { name: /View Big Data Analytics/ })).toHaveAttribute(
      'href',
      '/services/big-data-analytics',
    );
  });

  it('shows the empty state when there are no services', async () => {
    db.services.splice(0);
    open();
    expect(
      await screen.findByText('No services found. Click "Add Service" to create one.'),
    ).toBeInTheDocument();
  });

  it('searches title and description and offers Clear search when nothing matches', async () => {
    const { user } = open();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'no such thing');
    expect(await screen.findByText('No services found matching "no such thing"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Big Data Analytics')).toBeInTheDocument();
  });

  it('confirms and deletes a service', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Training' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this service? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Training')).not.toBeInTheDocument());
  });

  it('gives focus back to the Delete button on Cancel, and to the heading once the row is deleted', async () => {
    const { user } = open();
    const deleteButton = await screen.findByRole('button', { name: 'Delete Training' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Training')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toHaveFocus();
  });

  it('is read-only for users without editing rights', async () => {
    open('', 'user');
    await screen.findByRole('table');
    expect(screen.getByRole('complementary', { name: 'Read-only access' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});

describe('form', () => {
  it('shows every required-field message and the features rule', async () => {
    const { user } = open('?new=true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    for (const message of [
      'Title is required',
      'Description is required',
      'Image URL is required',
      'Full description is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Please add at least one feature')).toBeInTheDocument();
  });

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
    await fill(/^Image URL/, 'https://cdn.example.com/strategy.avif');
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
