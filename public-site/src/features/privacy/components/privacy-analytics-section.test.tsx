import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { PrivacyPage } from './privacy-page';

it('says what is counted about visits, without cookies, how visitors are counted and for how long', () => {
  renderWithProviders(<PrivacyPage />);
  const section = screen.getByRole('region', { name: 'How we count visits' });
  for (const text of [
    'the pages you open',
    'the website you came from (the referrer)',
    'campaign parameters',
    'a device class: mobile, tablet or desktop',
    'starting and completing Build My Stack',
    'how fast pages load and respond',
    'No cookies and no local storage are used',
    'a random value that changes every day',
    'Your address and user agent themselves are never stored',
    'Do Not Track or Global Privacy Control, it sends us nothing',
    'individual page views and events for 30 days',
    'daily totals remain, kept for 25 months',
  ]) {
    expect(section).toHaveTextContent(text);
  }
});
