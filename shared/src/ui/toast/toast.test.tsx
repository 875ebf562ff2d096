import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast, type ToastTone } from './toast';

function Notify({ message, tone }: { message: string; tone?: ToastTone }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(message, tone)}>
      Notify
    </button>
  );
}

afterEach(() => {
  jest.useRealTimers();
});

it('shows the message in a polite live region and removes it after about 4 seconds', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { container } = render(
    <ToastProvider>
      <Notify message="Service saved" tone="success" />
    </ToastProvider>,
  );
  const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
  expect(region).toBeInTheDocument();
  expect(region).toBeEmptyDOMElement();

  await user.click(screen.getByRole('button', { name: 'Notify' }));
  expect(region).toHaveTextContent('Service saved');
  expect(region.firstElementChild).toHaveClass('toast', 'success');

  act(() => jest.advanceTimersByTime(3900));
  expect(region).toHaveTextContent('Service saved');
  act(() => jest.advanceTimersByTime(200));
  expect(region).not.toHaveTextContent('Service saved');
});

it('uses the info tone by default and can be dismissed early', async () => {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <Notify message="Copied" />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Notify' }));
  expect(screen.getByText('Copied').parentElement).toHaveClass('info');
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByText('Copied')).not.toBeInTheDocument();
});

it('throws a usage error outside its provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useToast())).toThrow('useToast must be used within a ToastProvider');
  jest.restoreAllMocks();
});
