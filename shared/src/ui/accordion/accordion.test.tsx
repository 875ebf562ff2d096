import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = [
  { id: 'timeline', title: 'How long does a project take?', content: 'Usually 4 to 12 weeks.' },
  { id: 'data', title: 'Is my data safe?', content: 'Yes, always encrypted.' },
];

it('starts with every item closed and wires buttons to their panels', () => {
  render(<Accordion items={items} />);
  for (const item of items) {
    const button = screen.getByRole('button', { name: item.title });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
  }
});

it('opens one item at a time', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  const first = screen.getByRole('button', { name: items[0]!.title });
  const second = screen.getByRole('button', { name: items[1]!.title });
  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Usually 4 to 12 weeks.')).toBeVisible();
  await user.click(second);
  expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Usually 4 to 12 weeks.')).not.toBeVisible();
  expect(screen.getByRole('region', { name: items[1]!.title })).toHaveTextContent('Yes, always encrypted.');
});

it('closes the open item when it is clicked again', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  const first = screen.getByRole('button', { name: items[0]!.title });
  await user.click(first);
  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Usually 4 to 12 weeks.')).not.toBeVisible();
});
