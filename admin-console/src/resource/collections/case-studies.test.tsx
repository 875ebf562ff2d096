import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CASE_STUDY_CATEGORIES } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin, type MockRole } from '../../components/test-render';
import { ResourceScreen } from '../resource-screen';
import { caseStudiesResource } from './case-studies';
import { columnHeaders } from '../../components/test-queries';

/** What only case studies have: their columns, featured flag, categories, results and story sections. */
const open = (query = '', role?: MockRole) =>
  renderAdmin(<ResourceScreen resource={caseStudiesResource} />, `/admin/case-studies${query}`, role);

jest.setTimeout(20_000);
afterEach(() => sessionStorage.clear());

describe('list', () => {
  it('lists case studies with their columns and row actions', async () => {
    open('');
    const table = await screen.findByRole('table', { name: 'Case studies' });
    const headers = columnHeaders(table);
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

  it('searches title, client and category, and offers Clear search when nothing matches', async () => {
    const { user } = open('');
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

  it('toggles featured at once through the API and shows the new state', async () => {
    const { user } = open('');
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
    const { user } = open('');
    const toggle = await screen.findByRole('switch', { name: 'Featured: Retail Demand Dashboard' });
    await user.click(toggle);
    expect(await screen.findByText('Case study not found')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

describe('form', () => {
  type User = ReturnType<typeof open>['user'];

  async function fill(user: User, field: HTMLElement, text: string) {
    await user.click(field);
    await user.paste(text);
  }

  async function fillRequired(user: User) {
    await fill(user, screen.getByLabelText(/^Title/), '  Lagos Fintech Growth  ');
    await fill(user, screen.getByLabelText(/^Client/), 'Pesa Bank');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Finance');
    await fill(user, screen.getByLabelText(/^Image URL/), '/images/pesa.avif');
    await fill(user, screen.getByLabelText(/^Brief/), 'Growth analytics for a mobile bank.');
  }

  it('focuses the first invalid field on an empty submit', async () => {
    const { user } = open('?new=true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers all seven categories', () => {
    open('?new=true');
    const options = within(screen.getByLabelText(/^Category/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Select a category', ...CASE_STUDY_CATEGORIES]);
  });

  it('asks for at least one result when every row is blank', async () => {
    const { user } = open('?new=true');
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Result 1' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one result');
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  });

  it('creates the case study with trimmed values, drops blank results and returns to the list', async () => {
    const { user } = open('?new=true');
    await fillRequired(user);
    await fill(user, screen.getByRole('textbox', { name: 'Result 1' }), ' 20% more active users ');
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    await user.click(screen.getByRole('switch', { name: 'Featured on the home page' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Case study created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Case Studies' })).toBeInTheDocument();
    const created = db.caseStudies.find((c) => c.title === 'Lagos Fintech Growth');
    expect(created).toMatchObject({
      client: 'Pesa Bank',
      category: 'Finance',
      results: ['20% more active users'],
      featured: true,
    });
    expect(created?.id).toMatch(/^[a-z0-9]{7}$/);
  });

  it('keeps the form and shows the API message when saving fails', async () => {
    server.use(
      http.post('*/api/case-studies', () =>
        HttpResponse.json({ success: false, message: 'title must be unique' }, { status: 400 }),
      ),
    );
    const { user } = open('?new=true');
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Result 1' }), 'A result');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('title must be unique');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('  Lagos Fintech Growth  ');
  });

  it('edits an existing case study loaded by id and saves it', async () => {
    const { user } = open('?edit=cs-hospital');
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Predicting Patient Admissions');
    expect(screen.getByRole('textbox', { name: 'Result 3' })).toHaveValue('Bed occupancy forecast within 5%');
    expect(screen.getByLabelText('Quote')).toHaveValue('We now plan with confidence.');
    await user.clear(title);
    await user.type(title, 'Forecasting Patient Admissions');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Case study saved')).toBeInTheDocument();
    expect(db.caseStudies.find((c) => c.id === 'cs-hospital')?.title).toBe('Forecasting Patient Admissions');
  });

  it('edits the story in Markdown with a live preview, and sends the slug typed', async () => {
    let sent: Record<string, unknown> | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') sent = (await request.clone().json()) as Record<string, unknown>;
    });
    const { user } = open('?edit=cs-sacco');
    const slug = await screen.findByLabelText('Slug');
    expect(slug).toHaveValue('cs-sacco');
    const challenge = screen.getByRole('textbox', { name: 'Challenge' });
    await user.clear(challenge);
    await user.type(challenge, 'Thin files, **no** history');
    const preview = screen.getByRole('region', { name: 'Preview: Challenge' });
    await waitFor(() => expect(within(preview).getByText('no').tagName).toBe('STRONG'));

    await user.clear(slug);
    await user.type(slug, 'Bad Slug');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Use lowercase letters, digits and single hyphens, e.g. water-kiosks-kenya'),
    ).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'sacco-credit-scoring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ slug: 'sacco-credit-scoring', challenge: 'Thin files, **no** history' }),
    );
    server.events.removeAllListeners();
  });
});
