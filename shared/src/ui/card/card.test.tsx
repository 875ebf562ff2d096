import { render, screen } from '@testing-library/react';
import { Card } from './card';

it('renders as the requested element with extra classes', () => {
  render(
    <Card as="article" interactive className="extra" aria-label="Case study">
      Body
    </Card>,
  );
  const card = screen.getByRole('article', { name: 'Case study' });
  expect(card).toHaveClass('root', 'interactive', 'extra');
  expect(card).toHaveTextContent('Body');
});
