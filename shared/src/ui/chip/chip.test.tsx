import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Chip } from './chip';

it('reflects its selected state in aria-pressed and reports clicks', async () => {
  function Harness() {
    const [selected, setSelected] = useState(false);
    return (
      <Chip selected={selected} onClick={() => setSelected((s) => !s)}>
        Healthcare
      </Chip>
    );
  }
  render(<Harness />);
  const chip = screen.getByRole('button', { name: 'Healthcare' });
  expect(chip).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(chip);
  expect(chip).toHaveAttribute('aria-pressed', 'true');
});
