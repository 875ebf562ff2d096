import { render, screen } from '@testing-library/react';
import { Section } from './section';

it('renders an h2 title with its eyebrow and names the region after the title', () => {
  render(
    <Section id="services" eyebrow="What we do" title="Our Services">
      <p>content</p>
    </Section>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInTheDocument();
  expect(screen.getByText('What we do')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Our Services' })).toHaveAttribute('id', 'services');
});

it('renders without a heading when no title is given', () => {
  render(<Section>plain</Section>);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByText('plain')).toBeInTheDocument();
});
