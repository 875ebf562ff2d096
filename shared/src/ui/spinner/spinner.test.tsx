import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

it('is a status named "Loading..." by default', () => {
  render(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

it('announces a custom label', () => {
  render(<Spinner label="Loading services" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading services');
});
