import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ButtonLink } from './button-link';

it('navigates in-app through the router', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ButtonLink to="/contact">Get Started</ButtonLink>} />
        <Route path="/contact" element={<h1>Contact page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Get Started' });
  expect(link).toHaveAttribute('href', '/contact');
  expect(link).toHaveClass('button', 'primary', 'md');
  await userEvent.click(link);
  expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
});

it('opens external targets in a new tab without leaking the opener', () => {
  render(
    <MemoryRouter>
      <ButtonLink to="/case-studies/abc" external variant="ghost" size="sm">
        View
      </ButtonLink>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'View' });
  expect(link).toHaveAttribute('href', '/case-studies/abc');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveClass('ghost', 'sm');
});
