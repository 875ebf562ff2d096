import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_CULTURE_IMAGE } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { CultureDetailPage } from './culture-detail-page';

const at = '2024-01-01T00:00:00.000Z';
const renderAt = (id: string) =>
  renderWithProviders(<CultureDetailPage />, { route: `/about/culture/${id}`, path: '/about/culture/:id' });

describe('CultureDetailPage', () => {
  beforeEach(() => {
    db.cultureItems.push({
      id: 'learning',
      slug: 'learning',
      title: 'Continuous Learning',
      description: 'Every Friday afternoon is for learning.',
      fullDescription:
        'First paragraph about learning.\n\nSecond paragraph about sharing.\n  \nThird paragraph.',
      image: '',
      icon: 'book',
      order: 9,
      values: ['Share what you learn', 'Teach a colleague'],
      status: 'published',
      publishAt: null,
      version: 1,
      createdAt: at,
      updatedAt: at,
    });
  });

  it('shows the title, icon, paragraphs and values', async () => {
    renderAt('learning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Continuous Learning' })).toBeInTheDocument();
    // The icon is the site's line icon, drawn as SVG beside the title (decorative: the title says it).
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(header.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    expect(screen.getByText('First paragraph about learning.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph about sharing.').tagName).toBe('P');
    expect(screen.getByText('Third paragraph.').tagName).toBe('P');
    expect(screen.getByText('Share what you learn')).toBeInTheDocument();
    expect(screen.getByText('Teach a colleague')).toBeInTheDocument();
    expect(document.title).toBe('Continuous Learning | Mwangaza Analytics');
  });

  it('uses the default image when the item has none', async () => {
    renderAt('learning');
    const image = await screen.findByRole('img', { name: /Continuous Learning/ });
    expect(image).toHaveAttribute('src', DEFAULT_CULTURE_IMAGE);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
  });

  it('says the item was not found, with a link back to /about', async () => {
    renderAt('missing');
    expect(await screen.findByRole('heading', { name: 'Culture item not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to About' })).toHaveAttribute('href', '/about');
  });

  it('shows a generic error with a retry for other failures', async () => {
    server.use(
      http.get('*/api/culture/:id', () =>
        HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }),
      ),
    );
    renderAt('learning');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Culture item not found')).not.toBeInTheDocument();
  });
});
