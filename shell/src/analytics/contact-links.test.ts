import { loadFreshPage } from './test-page';

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => jest.useRealTimers());

it('records clicks on e-mail and phone links, wherever on the link the visitor clicks', async () => {
  const { sentHits } = loadFreshPage();
  await jest.advanceTimersByTimeAsync(1_500);
  document.body.innerHTML =
    '<a href="mailto:hello@example.org"><span>Mail</span></a><a href="tel:+254700000000">Call</a>';
  document.querySelector('span')!.click();
  document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.click();
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  expect(await sentHits()).toMatchObject([{ name: 'email_click' }, { name: 'phone_click' }]);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
