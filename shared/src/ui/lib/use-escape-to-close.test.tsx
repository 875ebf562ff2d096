import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEscapeToClose } from './use-escape-to-close';

function Menu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEscapeToClose(open, () => setOpen(false), toggleRef);
  return (
    <>
      <button ref={toggleRef} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </button>
      {open && <a href="#item">Item</a>}
    </>
  );
}

it('closes the open menu on Escape and gives focus back to its toggle', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.tab();
  expect(screen.getByRole('link', { name: 'Item' })).toHaveFocus();

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('link', { name: 'Item' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});
