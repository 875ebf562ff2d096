import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

it('shows the title, message and action', () => {
  render(
    <EmptyState
      title="Nothing here"
      message='No services found matching "xyz"'
      action={<button type="button">Clear search</button>}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
  expect(screen.getByText('No services found matching "xyz"')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
});

it('shows just the message when that is all it has', () => {
  render(<EmptyState message="No services available." />);
  expect(screen.getByText('No services available.')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
