import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area';

it('links its label, hint and error to the text area', async () => {
  render(<TextArea label="Your challenge" hint="A few sentences" error="Required" />);
  const box = screen.getByRole('textbox', { name: 'Your challenge' });
  expect(box.tagName).toBe('TEXTAREA');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('A few sentences Required');
  await userEvent.type(box, 'Messy data');
  expect(box).toHaveValue('Messy data');
});
