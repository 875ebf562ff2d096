import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from './search-box';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Search services"
      placeholder="Search by title or description"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

it('is a labelled search field that reports each new value', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  const box = screen.getByRole('searchbox', { name: 'Search services' });
  expect(box).toHaveAttribute('placeholder', 'Search by title or description');
  await userEvent.type(box, 'data');
  expect(box).toHaveValue('data');
  expect(onChange).toHaveBeenLastCalledWith('data');
});
