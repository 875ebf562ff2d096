import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const options = [
  { value: 'Morning', label: 'Morning' },
  { value: 'Evening', label: 'Evening' },
];

it('offers the placeholder and the options and reports the choice', async () => {
  const onChange = jest.fn();
  render(
    <Select label="Best time to contact" options={options} placeholder="Any time" onChange={onChange} />,
  );
  const select = screen.getByRole('combobox', { name: 'Best time to contact' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any time', 'Morning', 'Evening']);
  await userEvent.selectOptions(select, 'Evening');
  expect(select).toHaveValue('Evening');
  expect(onChange).toHaveBeenCalledTimes(1);
});

it('describes the select by its error', () => {
  render(<Select label="Category" options={options} error="Please choose a category" />);
  const select = screen.getByRole('combobox', { name: 'Category' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Please choose a category');
});
