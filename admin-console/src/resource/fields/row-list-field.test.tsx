import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialRows } from './row-list';
import { RowListField } from './row-list-field';

function Harness({ initial }: { initial?: string[] }) {
  const [rows, setRows] = useState(initialRows(initial));
  return (
    <RowListField
      legend="Results"
      itemLabel="Result"
      rows={rows}
      onChange={setRows}
      maxItems={3}
      maxLength={300}
    />
  );
}

it('shows one empty row and no remove button at first', () => {
  render(<Harness />);
  expect(screen.getByRole('textbox', { name: 'Result 1' })).toHaveValue('');
  expect(screen.queryByRole('button', { name: /Remove result/ })).not.toBeInTheDocument();
});

it('offers remove buttons only while more than one row exists', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Add result' }));
  expect(screen.getByRole('textbox', { name: 'Result 2' })).toHaveFocus();
  expect(screen.getAllByRole('button', { name: /Remove result/ })).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Remove result 2' }));
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: /Remove result/ })).not.toBeInTheDocument();
});

it('edits the row that was typed in and removes the chosen one', async () => {
  const user = userEvent.setup();
  render(<Harness initial={['First', 'Second']} />);
  await user.type(screen.getByRole('textbox', { name: 'Result 2' }), '!');
  expect(screen.getByRole('textbox', { name: 'Result 2' })).toHaveValue('Second!');
  await user.click(screen.getByRole('button', { name: 'Remove result 1' }));
  expect(screen.getByRole('textbox', { name: 'Result 1' })).toHaveValue('Second!');
});

it('stops adding rows at the limit', async () => {
  const user = userEvent.setup();
  render(<Harness initial={['a', 'b']} />);
  await user.click(screen.getByRole('button', { name: 'Add result' }));
  expect(screen.getByRole('button', { name: 'Add result' })).toBeDisabled();
});
