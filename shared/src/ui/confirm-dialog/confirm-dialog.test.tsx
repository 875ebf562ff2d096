import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

const message = 'Are you sure you want to delete this service? This action cannot be undone.';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Confirm Deletion"
      message={message}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

it('shows the title, message and default button labels, focusing Cancel', () => {
  setup();
  expect(screen.getByRole('dialog', { name: 'Confirm Deletion' })).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('danger');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

it('calls onConfirm from the confirm button', async () => {
  const { onConfirm, onCancel, user } = setup({ confirmLabel: 'Remove' });
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onCancel).not.toHaveBeenCalled();
});

it('calls onCancel from the cancel button and from Escape', async () => {
  const { onCancel, onConfirm, user } = setup({ cancelLabel: 'Keep it' });
  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('while busy, marks the confirm button busy and cannot be dismissed', async () => {
  const { onCancel, user } = setup({ busy: true });
  const confirm = screen.getByRole('button', { name: 'Delete' });
  expect(confirm).toBeDisabled();
  expect(confirm).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
});
