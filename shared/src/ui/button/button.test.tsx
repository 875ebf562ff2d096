import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

it('calls onClick and does not submit a form by default', async () => {
  const onClick = jest.fn();
  const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button onClick={onClick}>Continue</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('submits its form when type is submit', async () => {
  const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button type="submit">Send</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('is busy and disabled while loading', async () => {
  const onClick = jest.fn();
  render(
    <Button loading onClick={onClick}>
      Sending...
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Sending...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('applies variant and size classes', () => {
  render(
    <Button variant="danger" size="sm">
      Delete
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('button', 'danger', 'sm');
});
