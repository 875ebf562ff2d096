import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderApp } from '../../../layout/render-app';

jest.setTimeout(20_000);

const LINKEDIN = {
  landingPage: '/case-studies/water-kiosks-kenya',
  referrer: 'https://www.linkedin.com/',
  utm: { source: 'linkedin', medium: 'social', campaign: 'launch' },
};

beforeEach(() => {
  const amina = db.enquiries.find((enquiry) => enquiry.name === 'Amina Hassan')!;
  amina.source = LINKEDIN;
});

const names = async () =>
  within(await screen.findByRole('table', { name: 'Enquiries' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

it("shows where the sender's visit began: landing page, referrer and campaign", async () => {
  const { user } = renderApp('/admin/enquiries', 'editor');
  await user.click(await screen.findByRole('link', { name: 'Amina Hassan' }));
  const card = await screen.findByRole('region', { name: 'Lead source' });
  const value = (label: string) => within(card).getByText(label).nextElementSibling;
  expect(value('Landing page')).toHaveTextContent('/case-studies/water-kiosks-kenya');
  expect(value('Referrer')).toHaveTextContent('https://www.linkedin.com/');
  expect(value('Campaign source')).toHaveTextContent('linkedin');
  expect(value('Campaign medium')).toHaveTextContent('social');
  expect(value('Campaign')).toHaveTextContent('launch');
  expect(within(card).queryByText('Campaign term')).not.toBeInTheDocument();
});

it('says when an enquiry has no lead source', async () => {
  const { user } = renderApp('/admin/enquiries', 'editor');
  await user.click(await screen.findByRole('link', { name: 'Peter Mwangi' }));
  const card = await screen.findByRole('region', { name: 'Lead source' });
  expect(card).toHaveTextContent('Not recorded');
});

it('filters the inbox by lead source and campaign', async () => {
  const { user } = renderApp('/admin/enquiries', 'editor');
  await waitFor(async () => expect(await names()).toHaveLength(2));
  await user.type(screen.getByRole('textbox', { name: /^Source/ }), 'LinkedIn{Enter}');
  await waitFor(async () => expect(await names()).toEqual(['Amina Hassan']));
  await user.type(screen.getByRole('textbox', { name: 'Campaign' }), 'spring{Enter}');
  expect(await screen.findByText(/No enquiries|Nothing matches/)).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Campaign' }));
  await user.type(screen.getByRole('textbox', { name: 'Campaign' }), 'launch{Enter}');
  await waitFor(async () => expect(await names()).toEqual(['Amina Hassan']));
});
