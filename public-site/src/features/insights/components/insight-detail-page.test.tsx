import { screen, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { mediaImageFixture } from '@mwangaza/shared/testing/media-image';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { InsightDetailPage } from './insight-detail-page';

function renderAt(id: string) {
  return renderWithProviders(<InsightDetailPage />, { route: `/insights/${id}`, path: '/insights/:id' });
}

test('shows the title, the byline (photo, name linked to the profile, role), the date, reading time, cover and the Markdown body', async () => {
  renderAt('mobile-money-fraud-signals');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Five signals of mobile-money fraud you can see in your own data',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Wanjiku Kariuki' })).toHaveAttribute(
    'href',
    '/about/team/wanjiku-kariuki',
  );
  expect(screen.getByText('Lead Data Scientist')).toBeInTheDocument();
  expect(screen.queryByText(/Demo Administrator/)).not.toBeInTheDocument();
  expect(screen.getByText('2 May 2024')).toBeInTheDocument();
  expect(screen.getByText('1 min read')).toBeInTheDocument();
  expect(
    screen.getByRole('img', {
      name: 'Cover image for Five signals of mobile-money fraud you can see in your own data',
    }),
  ).toBeInTheDocument();
  // Markdown: '##' becomes a heading below the title, '*...*' emphasis.
  expect(screen.getByRole('heading', { level: 2, name: 'Start with the timing' })).toBeInTheDocument();
  expect(screen.getByText('Measure them').tagName).toBe('EM');
  const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('link');
  expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
    ['Fraud', '/insights?tag=fraud'],
    ['Mobile money', '/insights?tag=mobile-money'],
    ['Machine learning', '/insights?tag=machine-learning'],
  ]);
  // The article ends with a way to act on it.
  expect(screen.getByRole('region', { name: 'Talk to us about this' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
  expect(await screen.findByRole('link', { name: 'Big Data Analytics' })).toHaveAttribute(
    'href',
    '/services/big-data-analytics',
  );
  expect(document.title).toMatch(/^Five signals of mobile-money fraud/);
});

test("a draft or unknown insight is 'Insight not found' with a way back", async () => {
  db.insights[0]!.status = 'draft';
  renderAt('mobile-money-fraud-signals');
  expect(await screen.findByRole('heading', { level: 1, name: 'Insight not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to insights' })).toHaveAttribute('href', '/insights');
  // The site's 404 look: the big 404 and a way home too.
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test("signs an insight without an author as the consultancy's", async () => {
  delete db.insights[0]!.author;
  renderAt('mobile-money-fraud-signals');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByText('Mwangaza Analytics', { selector: 'span' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Wanjiku/ })).not.toBeInTheDocument();
});

test('shows an image from the media library in the body: responsive, sized, lazy, with its alt text', async () => {
  const url = '/api/media/abc1234/1200w-0123456789abcdef.jpg';
  Object.assign(db.insights[0]!, {
    body: `Bursts at odd hours.\n\n![Transactions per hour, peaking at 3 a.m.](${url})`,
    inlineMedia: [
      mediaImageFixture(
        url,
        [
          ['avif', 400],
          ['webp', 400],
          ['jpeg', 1200],
        ],
        { width: 1200, height: 675 },
      ),
    ],
  });
  renderAt('mobile-money-fraud-signals');
  const image = await screen.findByRole('img', { name: 'Transactions per hour, peaking at 3 a.m.' });
  expect(image).toHaveAttribute('src', url);
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '675');
  expect(image).toHaveAttribute('loading', 'lazy');
  const sources = [...image.parentElement!.querySelectorAll('source')];
  expect(sources.map((source) => [source.type, source.getAttribute('srcset')])).toEqual([
    ['image/avif', '/api/media/abc1234/400w-aaaaaaaaaaaaaaaa.avif 400w'],
    ['image/webp', '/api/media/abc1234/400w-bbbbbbbbbbbbbbbb.webp 400w'],
  ]);
  expect(sources[0]).toHaveAttribute('sizes', '(min-width: 800px) 716px, calc(100vw - 2rem)');
});
