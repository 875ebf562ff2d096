import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toggle } from './toggle';

function Harness({ initial = false }: { initial?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return <Toggle checked={checked} onChange={setChecked} label="Featured" />;
}

it('toggles aria-checked on click and with the keyboard', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const toggle = screen.getByRole('switch', { name: 'Featured' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
});

it('reports the next state and does nothing when disabled', async () => {
  const onChange = jest.fn();
  const { rerender } = render(<Toggle checked onChange={onChange} label="Featured" />);
  await userEvent.click(screen.getByRole('switch'));
  expect(onChange).toHaveBeenLastCalledWith(false);
  rerender(<Toggle checked onChange={onChange} label="Featured" disabled hideLabel />);
  await userEvent.click(screen.getByRole('switch', { name: 'Featured' }));
  expect(onChange).toHaveBeenCalledTimes(1);
});
