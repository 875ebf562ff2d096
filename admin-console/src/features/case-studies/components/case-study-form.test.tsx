import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin } from '../../../components/test-render';
import { CaseStudiesScreen } from './case-studies-screen';

const open = (query: string, role?: 'admin' | 'user') =>
  renderAdmin(<CaseStudiesScreen />, `/admin/case-studies${query}`, role);

jest.setTimeout(20_000);
afterEach(() => sessionStorage.clear());

it('opens the create form from the Add Case Study button', async () => {
  const { user } = open('');
  await user.click(await screen.findByRole('button', { name: 'Add Case Study' }));
  expect(screen.getByRole('heading', { name: 'Add Case Study' })).toHaveFocus();
});

it('shows every required-field message and the results rule on an empty submit', async () => {
  const { user } = open('?new=true');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  for (const message of [
    'Title is required',
    'Client is required',
    'Category is required',
    'Image URL is required',
    'Brief is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByText('Please add at least one result')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
  expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
});

it('offers all seven categories', () => {
  open('?new=true');
  const options = within(screen.getByLabelText(/^Category/))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options).toEqual([
    'Select a category',
    'Healthcare',
    'Finance',
    'Agriculture',
    'Retail',
    'Non-profit',
    'Telecommunications',
    'Other',
  ]);
});

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

it('Cancel returns to the plain list', async () => {
  const { user } = open('?new=true');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('heading', { name: 'Case Studies' })).toBeInTheDocument();
  expect(await screen.findByRole('table')).toBeInTheDocument();
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

it('says when the case study to edit does not exist, with a way back', async () => {
  const { user } = open('?edit=missing1');
  expect(await screen.findByText('Case study not found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to case studies' }));
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
  expect(JSON.parse(sessionStorage.getItem('draft:case-studies:new') ?? '{}')).toMatchObject({
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
  expect(sessionStorage.getItem('draft:case-studies:new')).toBeNull();
});

it('discards an offered draft', async () => {
  sessionStorage.setItem('draft:case-studies:cs-hospital', JSON.stringify({ title: 'Old edit' }));
  const { user } = open('?edit=cs-hospital');
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(sessionStorage.getItem('draft:case-studies:cs-hospital')).toBeNull();
  expect(screen.getByLabelText(/^Title/)).toHaveValue('Predicting Patient Admissions');
});

describe('slug, Markdown and history', () => {
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

  it('shows the history under the edit form, and not on the create form', async () => {
    open('?edit=cs-sacco');
    expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(
      await screen.findByText('No revisions yet: the next save starts the history.'),
    ).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('has no history on the create form', () => {
    open('?new=true');
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
  });
});
