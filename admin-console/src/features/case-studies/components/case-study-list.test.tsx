import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin } from '../../../components/test-render';
import { CaseStudiesScreen } from './case-studies-screen';

const open = (role?: 'admin' | 'editor' | 'user') =>
  renderAdmin(<CaseStudiesScreen />, '/admin/case-studies', role);

it('lists case studies with the spec columns and row actions', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Case studies' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Title', 'Client', 'Category', 'Featured', 'Actions']);
  const row = within(table).getByRole('row', { name: /Predicting Patient Admissions/ });
  expect(within(row).getByText('Nairobi General Hospital')).toBeInTheDocument();
  expect(within(row).getByText('Healthcare')).toBeInTheDocument();
  const view = within(row).getByRole('link', { name: /View Predicting Patient Admissions/ });
  expect(view).toHaveAttribute('href', '/case-studies/cs-hospital');
  expect(view).toHaveAttribute('target', '_blank');
  expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(row).getByRole('link', { name: 'Edit Predicting Patient Admissions' })).toHaveAttribute(
    'href',
    '/admin/case-studies?edit=cs-hospital',
  );
  expect(
    within(row).getByRole('button', { name: 'Delete Predicting Patient Admissions' }),
  ).toBeInTheDocument();
});

it('shows the empty state when there are no case studies', async () => {
  db.caseStudies.splice(0);
  open();
  expect(
    await screen.findByText('No case studies found. Click "Add Case Study" to create one.'),
  ).toBeInTheDocument();
});

it('searches title, client and category, and offers Clear search when nothing matches', async () => {
  const { user } = open();
  await screen.findByRole('table');
  await user.type(screen.getByRole('searchbox', { name: 'Search case studies' }), 'FINANCE');
  await waitFor(() => expect(screen.queryByText('Predicting Patient Admissions')).not.toBeInTheDocument());
  expect(screen.getByText('Credit Scoring for a SACCO')).toBeInTheDocument();
  expect(screen.getAllByText('Finance')).toHaveLength(screen.getAllByRole('row').length - 1);

  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'umoja');
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  expect(screen.getByText('Umoja SACCO')).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'zzz');
  expect(await screen.findByText('No case studies found matching "zzz"')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(screen.getByRole('searchbox')).toHaveValue('');
  expect(await screen.findByText('Predicting Patient Admissions')).toBeInTheDocument();
});

it('shows an error with a retry when the list cannot load', async () => {
  server.use(
    http.get('*/api/case-studies/admin/all', () =>
      HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
    ),
  );
  const { user } = open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  server.resetHandlers();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

it('asks for confirmation before deleting, then removes the case study', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Delete Retail Demand Dashboard' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
  expect(dialog).toHaveTextContent(
    'Are you sure you want to delete this case study? This action cannot be undone.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Case study deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Retail Demand Dashboard')).not.toBeInTheDocument());
  expect(db.caseStudies.some((c) => c.id === 'cs-retail')).toBe(false);
});

it('keeps the case study when deletion is cancelled, and shows the API message when it fails', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Delete Retail Demand Dashboard' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  server.use(
    http.delete('*/api/case-studies/:id', () =>
      HttpResponse.json(
        { success: false, message: 'You do not have permission to do this' },
        { status: 403 },
      ),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Delete Retail Demand Dashboard' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  expect(screen.getByText('Retail Demand Dashboard')).toBeInTheDocument();
});

it('toggles featured at once through the API and shows the new state', async () => {
  const { user } = open();
  const toggle = await screen.findByRole('switch', { name: 'Featured: Retail Demand Dashboard' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  expect(db.caseStudies.find((c) => c.id === 'cs-retail')?.featured).toBe(true);
  expect(await screen.findByText('"Retail Demand Dashboard" is now featured')).toBeInTheDocument();
});

it('puts the toggle back and says why when the API refuses', async () => {
  server.use(
    http.patch('*/api/case-studies/:id/featured', () =>
      HttpResponse.json({ success: false, message: 'Case study not found' }, { status: 404 }),
    ),
  );
  const { user } = open();
  const toggle = await screen.findByRole('switch', { name: 'Featured: Retail Demand Dashboard' });
  await user.click(toggle);
  expect(await screen.findByText('Case study not found')).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-checked', 'false');
});

it('shows read-only users the notice and no write actions', async () => {
  open('user');
  await screen.findByRole('table');
  expect(
    screen.getByText(
      /Your account can view the console but not make changes\. An administrator must grant you editing rights\./,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Case Study' })).not.toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^View / }).length).toBeGreaterThan(0);
});
