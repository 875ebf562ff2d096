import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

it('keeps its text in the accessibility tree', () => {
  render(
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});
