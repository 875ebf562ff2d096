import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { db } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { CaseStudyDetailPage } from './case-study-detail-page';

function renderAt(id: string) {
  return renderWithProviders(<CaseStudyDetailPage />, {
    route: `/case-studies/${id}`,
    path: '/case-studies/:id',
  });
}

test('shows category, title, client, image, brief and every result', async () => {
  renderAt('cs-hospital');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Predicting Patient Admissions' }),
  ).toBeInTheDocument();
  expect(screen.getAllByText('Healthcare')[0]).toBeInTheDocument();
  expect(screen.getByText('Nairobi General Hospital')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Predicting Patient Admissions illustration' })).toHaveAttribute(
    'width',
    '800',
  );
  expect(screen.getByText(/forecasting model that helps a busy hospital/)).toBeInTheDocument();
  const results = screen.getByRole('region', { name: 'Results' });
  expect(
    within(results)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['30% shorter waiting times', '15% lower overtime costs', 'Bed occupancy forecast within 5%']);
});

test('shows the detail sections that have data and leaves out the others', async () => {
  renderAt('cs-hospital');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('heading', { name: 'The challenge' })).toBeInTheDocument();
  expect(screen.getByText(/Admissions varied widely/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Technologies' })).getAllByRole('listitem')).toHaveLength(
    3,
  );
  expect(screen.getByText('4 months')).toBeInTheDocument();
  const quote = screen.getByText('We now plan with confidence.').closest('blockquote');
  expect(quote).toBeInTheDocument();
  expect(screen.getByText('Dr. Achieng Otieno')).toBeInTheDocument();

  expect(screen.queryByRole('heading', { name: 'Our approach' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The solution' })).not.toBeInTheDocument();
  expect(screen.queryByText('Team')).not.toBeInTheDocument();
});

test('a case study without detail data shows no empty sections', async () => {
  renderAt('cs-sacco');
  await screen.findByRole('heading', { level: 1, name: 'Credit Scoring for a SACCO' });
  expect(screen.queryByRole('heading', { name: 'The challenge' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Technologies' })).not.toBeInTheDocument();
  expect(document.querySelector('blockquote')).toBeNull();
});

test('offers two other case studies, from the same category first', async () => {
  renderAt('cs-sacco');
  const related = await screen.findByRole('region', { name: 'Related case studies' });
  const links = within(related).getAllByRole('link');
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveAttribute('href', '/case-studies/cs-bank');
  expect(links.map((link) => link.getAttribute('href'))).not.toContain('/case-studies/cs-sacco');
  expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
});

test('an unknown case study shows "Case study not found" with a link back', async () => {
  renderAt('nope');
  expect(await screen.findByRole('heading', { name: 'Case study not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to case studies/i })).toHaveAttribute(
    'href',
    '/case-studies',
  );
});

describe('Markdown sections and addresses', () => {
  function LocationText() {
    return <output aria-label="location">{useLocation().pathname}</output>;
  }
  const renderRouted = (url: string) =>
    renderWithProviders(
      <Routes>
        <Route
          path="/case-studies/:id"
          element={
            <>
              <CaseStudyDetailPage />
              <LocationText />
            </>
          }
        />
      </Routes>,
      { route: url },
    );

  test('renders Markdown in the story sections, with no script and no javascript: link surviving', async () => {
    const hospital = db.caseStudies.find((c) => c.id === 'cs-hospital')!;
    hospital.challenge =
      'We **measured** it first.\n\n<script>window.hacked = true</script>\n\n[Click me](javascript:alert(1)) and [our partner](https://partner.example/x)\n\n- one\n- two';
    const { container } = renderAt('cs-hospital');
    const section = await screen.findByRole('region', { name: 'The challenge' });
    expect(within(section).getByText('measured').tagName).toBe('STRONG');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(section).getByText('Click me').getAttribute('href')).toBe('');
    expect(within(section).getByRole('link', { name: 'our partner' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  test('an id or earlier address moves to the current slug', async () => {
    db.caseStudies.find((c) => c.id === 'cs-hospital')!.slug = 'predicting-admissions';
    renderRouted('/case-studies/cs-hospital');
    await screen.findByRole('heading', { level: 1, name: 'Predicting Patient Admissions' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/case-studies/predicting-admissions',
      ),
    );
  });
});
