import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit profile
      </button>
      <Modal open={open} title="Edit profile" onClose={close} footer={<button type="button">Save</button>}>
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  const { container } = render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  return { user, container };
}

it('renders nothing while closed', () => {
  render(<Modal open={false} title="Hidden" onClose={() => {}} children="x" />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens a modal dialog labelled by its title, in a portal, with focus inside', async () => {
  const { container } = await openModal();
  const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(container).not.toContainElement(dialog);
  expect(document.body).toContainElement(dialog);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

it('traps Tab and Shift+Tab inside the dialog', async () => {
  const { user } = await openModal();
  const close = screen.getByRole('button', { name: 'Close' });
  const name = screen.getByRole('textbox', { name: 'Name' });
  const save = screen.getByRole('button', { name: 'Save' });
  await user.tab();
  expect(save).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(name).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(save).toHaveFocus();
});

it('closes on Escape and returns focus to the opener', async () => {
  const { user } = await openModal();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
});

it('leaves focus where the caller put it on closing (the opener may be about to go)', async () => {
  const user = userEvent.setup();
  function MovesFocus() {
    const [open, setOpen] = useState(false);
    const close = () => {
      document.getElementById('list-heading')?.focus();
      setOpen(false);
    };
    return (
      <>
        <h1 id="list-heading" tabIndex={-1}>
          Services
        </h1>
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
        <Modal open={open} title="Confirm" onClose={close}>
          <button type="button" onClick={close}>
            Confirm
          </button>
        </Modal>
      </>
    );
  }
  render(<MovesFocus />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Services' })).toHaveFocus();
});

it('closes on a backdrop click but not on a click inside', async () => {
  const { user } = await openModal();
  await user.click(screen.getByRole('textbox', { name: 'Name' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
  await user.click(backdrop);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
});

it('closes with the close button', async () => {
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
