// Test-only: what the console's screen tests ask of the screen, and the mock API answers they set up.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mwangaza/shared/mocks/server';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The texts of a table's column headers, in order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** Every one of `texts` is on screen (e.g. the messages of a form's required fields). */
export function expectTextsShown(texts: readonly string[]): void {
  for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
}

/** Saves a form left empty: the banner asks for the required fields and each one's message is shown. */
export async function expectRequiredOnEmptySave(user: UserEvent, messages: readonly string[]): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expectTextsShown(messages);
}

/** The mock API answers `method path` (after `/api`, e.g. '/audit') with the error envelope. */
export function apiFails(method: Method, path: string, status: number, message: string): void {
  server.use(http[method](`*/api${path}`, () => HttpResponse.json({ success: false, message }, { status })));
}

/** The mock API takes `ms` before answering `method path` as usual, so a test sees the pending state. */
export function apiIsSlow(method: Method, path: string, ms = 150): void {
  server.use(
    http[method](`*/api${path}`, async () => {
      await delay(ms);
      return undefined;
    }),
  );
}
