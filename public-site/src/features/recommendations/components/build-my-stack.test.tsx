import { fireEvent, screen } from '@testing-library/react';
import { connectTracking, type TrackedHit } from '@mwangaza/shared';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { BuildMyStack } from './build-my-stack';

const submitButton = () => screen.getByRole('button', { name: 'Get My Recommendations' });
const slider = () => screen.getByRole('slider', { name: /how mature is your data practice/i });

function renderTool() {
  return renderWithProviders(<BuildMyStack />, { route: '/services', path: '/services' });
}

test('the button is disabled with the hint until a goal is selected', async () => {
  const { user } = renderTool();
  expect(submitButton()).toBeDisabled();
  expect(screen.getByText('Please select at least one goal')).toBeInTheDocument();
  expect(submitButton()).toHaveAccessibleDescription('Please select at least one goal');

  await user.click(screen.getByRole('button', { name: 'Improve data quality' }));
  expect(screen.getByRole('button', { name: 'Improve data quality' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(submitButton()).toBeEnabled();
  expect(screen.queryByText('Please select at least one goal')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Improve data quality' }));
  expect(screen.getByRole('button', { name: 'Improve data quality' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(submitButton()).toBeDisabled();
});

test('offers the six goals and a 1 to 3 maturity slider that defaults to Intermediate', () => {
  renderTool();
  expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(6);
  expect(slider()).toHaveAttribute('min', '1');
  expect(slider()).toHaveAttribute('max', '3');
  expect(slider()).toHaveValue('2');
  expect(slider()).toHaveAttribute('aria-valuetext', 'Intermediate');
  fireEvent.change(slider(), { target: { value: '1' } });
  expect(slider()).toHaveAttribute('aria-valuetext', 'Just starting');
  fireEvent.change(slider(), { target: { value: '3' } });
  expect(slider()).toHaveAttribute('aria-valuetext', 'Advanced');
});

test('shows the recommended services, pain points, next steps and insight, and focuses the results heading', async () => {
  const { user } = renderTool();
  await user.click(screen.getByRole('button', { name: 'Automate reporting' }));
  await user.click(screen.getByRole('button', { name: 'Integrate multiple data sources' }));
  fireEvent.change(slider(), { target: { value: '1' } });
  await user.click(submitButton());

  const heading = screen.getByRole('heading', { name: 'Your Recommended Stack' });
  expect(heading).toHaveFocus();
  const links = screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/services/'));
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['01Data Pipelines→', '/services/data-pipelines'],
    ['02Automated Data Entry→', '/services/automated-data-entry'],
    ['03Data Lakes→', '/services/data-lakes'],
    ['04Training→', '/services/training'],
  ]);
  expect(screen.getByText('Building foundations for data-driven decisions')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Challenges you are likely facing' })).toBeInTheDocument();
  expect(screen.getByText(/Analysts lose days each month/)).toBeInTheDocument();
  expect(screen.getByText(/Map each system you run/)).toBeInTheDocument();
});

test('Start Over returns to a cleared questionnaire', async () => {
  const { user } = renderTool();
  await user.click(screen.getByRole('button', { name: 'Predictive analytics' }));
  fireEvent.change(slider(), { target: { value: '3' } });
  await user.click(submitButton());
  expect(screen.getByText('Positioned for advanced analytics innovation')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Start Over' }));
  expect(screen.queryByRole('heading', { name: 'Your Recommended Stack' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Predictive analytics' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(slider()).toHaveValue('2');
  expect(submitButton()).toBeDisabled();
});

test('Schedule a Consultation goes to /book', async () => {
  const { user } = renderTool();
  await user.click(screen.getByRole('button', { name: 'Visualize existing data' }));
  await user.click(submitButton());
  expect(screen.getByText('Ready to scale your data capabilities')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Schedule a Consultation' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/book');
});

test('Schedule a Consultation carries the answers and recommendations to the booking page (this tab only)', async () => {
  window.sessionStorage.clear();
  const { user } = renderTool();
  await user.click(screen.getByRole('button', { name: 'Real-time dashboards' }));
  await user.click(screen.getByRole('button', { name: 'Automate reporting' }));
  fireEvent.change(slider(), { target: { value: '1' } });
  await user.click(submitButton());
  expect(window.sessionStorage.getItem('mwangaza.buildMyStack')).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Schedule a Consultation' }));
  expect(JSON.parse(window.sessionStorage.getItem('mwangaza.buildMyStack')!)).toEqual({
    // In the questionnaire's order, however they were clicked.
    answers: { goals: ['Automate reporting', 'Real-time dashboards'], maturity: 1 },
    recommendedServices: ['data-pipelines', 'automated-data-entry', 'data-visualization', 'training'],
  });
});

test('records the questionnaire started at its first answer and completed at its results, once per run', async () => {
  const hits: TrackedHit[] = [];
  const disconnect = connectTracking((hit) => hits.push(hit));
  hits.length = 0; // What the earlier tests recorded.
  const { user } = renderTool();
  await user.click(screen.getByRole('button', { name: 'Improve data quality' }));
  await user.click(screen.getByRole('button', { name: 'Predictive analytics' }));
  await user.click(submitButton());
  await user.click(screen.getByRole('button', { name: 'Start Over' }));
  await user.click(screen.getByRole('button', { name: 'Improve data quality' }));
  disconnect();
  expect(hits.map((hit) => hit.type === 'event' && hit.name)).toEqual([
    'stack_started',
    'stack_completed',
    'stack_started',
  ]);
});

test('in Kiswahili the questions, levels and results read in Kiswahili; the answers carried stay the stored values', async () => {
  window.sessionStorage.clear();
  const { user } = renderWithProviders(<BuildMyStack />, { route: '/sw/services', path: '/sw/services' });
  const maturity = screen.getByRole('slider', { name: /Matumizi yenu ya data yamekomaa/ });
  expect(maturity).toHaveAttribute('aria-valuetext', 'Kiwango cha kati');
  await user.click(screen.getByRole('button', { name: 'Kuboresha ubora wa data' }));
  await user.click(screen.getByRole('button', { name: 'Pata mapendekezo yangu' }));
  expect(screen.getByRole('heading', { name: 'Huduma tunazokupendekezea' })).toHaveFocus();
  expect(screen.getByRole('link', { name: /Usafishaji na uhakiki wa data/ })).toHaveAttribute(
    'href',
    '/sw/services/cleansing-validation',
  );
  expect(screen.getByText(/Kumbukumbu zilizorudiwa au zisizokamilika/)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Panga mazungumzo na mshauri' }));
  expect(JSON.parse(window.sessionStorage.getItem('mwangaza.buildMyStack')!)).toMatchObject({
    answers: { goals: ['Improve data quality'], maturity: 2 },
  });
});
