import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from './input';

it('links its label to the input', async () => {
  const onChange = jest.fn();
  render(<Input label="Full name" name="fullName" onChange={onChange} />);
  const input = screen.getByLabelText('Full name');
  expect(input).toHaveAttribute('name', 'fullName');
  await userEvent.type(input, 'Amina');
  expect(input).toHaveValue('Amina');
  expect(onChange).toHaveBeenCalled();
});

it('describes the input by its error and marks it invalid', () => {
  render(<Input label="Email" type="email" error="Please enter a valid email address" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('describes the input by its hint and is valid without an error', () => {
  render(<Input label="Password" type="password" hint="At least 8 characters" />);
  const input = screen.getByLabelText('Password');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('At least 8 characters');
});

it('keeps a visually hidden label accessible and honours a given id', () => {
  render(<Input label="Search services" hideLabel id="q" />);
  expect(screen.getByRole('textbox', { name: 'Search services' })).toHaveAttribute('id', 'q');
});

it('keeps the required marker out of the accessible name', () => {
  render(<Input label="Name" required />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
});
