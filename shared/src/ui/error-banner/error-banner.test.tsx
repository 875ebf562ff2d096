import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBanner } from './error-banner';

it('announces the message as an alert without actions by default', () => {
  render(<ErrorBanner message="Failed to send message. Please try again." />);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('offers retry (default label "Try again") and dismiss', async () => {
  const onRetry = jest.fn();
  const onDismiss = jest.fn();
  render(<ErrorBanner message="Failed to load services" onRetry={onRetry} onDismiss={onDismiss} />);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('uses a custom retry label', () => {
  render(<ErrorBanner message="Oops" onRetry={() => {}} retryLabel="Reload" />);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});
