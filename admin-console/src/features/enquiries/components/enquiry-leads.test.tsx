import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderApp } from '../../../layout/render-app';

it("shows the visitor's Build My Stack answers and recommendations on the enquiry", async () => {
  renderApp('/admin/enquiries/enq-sokoni', 'editor');
  const card = await screen.findByRole('region', { name: 'Build My Stack answers' });
  expect(within(card).getByText('Goals').nextElementSibling).toHaveTextContent(
    'Visualize existing dataAutomate reporting',
  );
  expect(within(card).getByText('Data maturity').nextElementSibling).toHaveTextContent(
    'Intermediate (2 of 3)',
  );
  expect(within(card).getByText('Recommended services').nextElementSibling).toHaveTextContent(
    'Data VisualizationData PipelinesAutomated Data Entry',
  );
});

it('has no Build My Stack card when the visitor came straight to the form', async () => {
  renderApp('/admin/enquiries/enq-afya', 'editor');
  await screen.findByRole('heading', { level: 1, name: 'Enquiry from Peter Mwangi' });
  expect(screen.queryByRole('region', { name: 'Build My Stack answers' })).not.toBeInTheDocument();
});

describe('the Spam tab', () => {
  it('holds suspected spam out of the pipeline and its counts', async () => {
    const { user } = renderApp('/admin/enquiries', 'editor');
    const table = await screen.findByRole('table', { name: 'Enquiries' });
    expect(within(table).queryByText('Cheap SEO Backlinks')).not.toBeInTheDocument();
    const view = screen.getByRole('group', { name: 'Enquiry view' });
    await user.click(await within(view).findByRole('button', { name: 'Spam (1)' }));
    expect(await screen.findByRole('link', { name: 'Cheap SEO Backlinks' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Spam (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: 'Filter by stage' })).not.toBeInTheDocument();
  });

  it('"Not spam" moves an enquiry into the pipeline', async () => {
    const { user } = renderApp('/admin/enquiries/enq-bot', 'editor');
    const notice = await screen.findByRole('region', { name: 'Suspected spam' });
    expect(notice).toHaveTextContent('sent faster than a person can fill it in');
    expect(screen.queryByRole('region', { name: 'Pipeline' })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Not spam' }));
    expect(await screen.findByRole('region', { name: 'Pipeline' })).toBeInTheDocument();
    expect(db.enquiries.find((e) => e.id === 'enq-bot')).toMatchObject({
      suspectedSpam: false,
      stage: 'new',
    });
  });
});

describe('Export CSV', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("downloads the enquiries the current filters show, with the list's filters and without paging", async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/contact/enquiries/export.csv', ({ request }) => {
        asked.push(new URL(request.url));
        return undefined;
      }),
    );
    const { user } = renderApp('/admin/enquiries?stage=contacted&q=afya&page=2', 'editor');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ stage: 'contacted', q: 'afya' });
    const text = await created[0]!.text();
    expect(text).toContain('"Peter Mwangi"');
    expect(text).not.toContain('Amina Hassan');
  });
});
