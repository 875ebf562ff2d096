import { render, screen } from '@testing-library/react';
import { Container } from './container';

it('renders its children inside the requested element', () => {
  render(
    <Container as="main" data-testid="page">
      <p>Hello</p>
    </Container>,
  );
  const page = screen.getByTestId('page');
  expect(page.tagName).toBe('MAIN');
  expect(page).toHaveTextContent('Hello');
});
