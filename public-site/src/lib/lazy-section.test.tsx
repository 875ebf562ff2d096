import { act, fireEvent, screen } from '@testing-library/react';
import { createContext, use, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { lazySection } from './lazy-section';
import { CounterSection, SERVER_HTML } from './lazy-section-fixture';

/** jsdom has no IntersectionObserver: this one lets a test scroll a section into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const scrollIntoView = () => act(async () => FakeIntersectionObserver.instances.forEach((io) => io.enter()));
/** Lets the section's code arrive and its turn come (one section opens per task). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const button = () => screen.getByRole('button');

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

let navigate: NavigateFunction;
/** The page's router (it draws nothing): lets a test follow a link elsewhere on the page. */
function Navigator() {
  navigate = useNavigate();
  return null;
}

async function hydrateServerHtml(load: () => Promise<typeof CounterSection>) {
  container.innerHTML = SERVER_HTML;
  const Lazy = lazySection(load);
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Navigator />
        <Lazy label="Stats" />
      </MemoryRouter>,
    );
  });
}

test('after hydration the section keeps the server HTML and loads nothing until it is wanted', async () => {
  const load = jest.fn(() => Promise.resolve(CounterSection));
  await hydrateServerHtml(load);
  expect(container.innerHTML).toBe(SERVER_HTML);
  expect(load).not.toHaveBeenCalled();
  fireEvent.click(button());
  expect(button()).toHaveTextContent('Stats 0');
});

test('near the viewport the section loads its code and becomes interactive in place', async () => {
  const load = jest.fn(() => Promise.resolve(CounterSection));
  await hydrateServerHtml(load);
  const serverButton = button();
  await scrollIntoView();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  fireEvent.click(button());
  expect(button()).toHaveTextContent('Stats 1');
  // Hydrated, not drawn again: the very element the server sent.
  expect(button()).toBe(serverButton);
});

test('focus moving into the section hydrates it at once, without waiting for the viewport', async () => {
  const load = jest.fn(() => Promise.resolve(CounterSection));
  await hydrateServerHtml(load);
  await act(async () => {
    button().focus();
  });
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  fireEvent.click(button());
  expect(button()).toHaveTextContent('Stats 1');
});

test('a navigation hydrates the sections still waiting, so that the next page can be shown', async () => {
  const load = jest.fn(() => Promise.resolve(CounterSection));
  await hydrateServerHtml(load);
  const serverButton = button();
  await act(async () => void navigate('/services'));
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  fireEvent.click(button());
  expect(button()).toHaveTextContent('Stats 1');
  expect(button()).toBe(serverButton);
});

test('when the code cannot be loaded, the server HTML stays as it was', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  await hydrateServerHtml(load);
  await scrollIntoView();
  await settle();
  expect(container.innerHTML).toBe(SERVER_HTML);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('an idle browser downloads nothing for the sections nobody scrolled to', async () => {
  jest.useFakeTimers();
  try {
    const load = jest.fn(() => Promise.resolve(CounterSection));
    await hydrateServerHtml(load);
    window.dispatchEvent(new Event('load'));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(SERVER_HTML);
  } finally {
    jest.useRealTimers();
  }
});

test('a browser without IntersectionObserver hydrates the sections once it is idle', async () => {
  // @ts-expect-error -- an older browser
  delete window.IntersectionObserver;
  jest.useFakeTimers();
  try {
    const load = jest.fn(() => Promise.resolve(CounterSection));
    await hydrateServerHtml(load);
    expect(load).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Stats 1');
  } finally {
    jest.useRealTimers();
  }
});

test('rendered in the browser (a client-side navigation), the section is drawn at once', async () => {
  const load = jest.fn(() => Promise.resolve(CounterSection));
  const Lazy = lazySection(load);
  await act(async () => {
    root = createRoot(container);
    root.render(
      <MemoryRouter>
        <Lazy label="Stats" />
      </MemoryRouter>,
    );
  });
  expect(load).toHaveBeenCalledTimes(1);
  fireEvent.click(await screen.findByRole('button'));
  expect(button()).toHaveTextContent('Stats 1');
});

test('a section whose server HTML React drops before hydrating it (a change reached inside) is drawn anew', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Label = createContext('Stats');
  const load = jest.fn(() => Promise.resolve(() => <CounterSection label={use(Label)} />));
  const Lazy = lazySection(load);
  let setLabel: (label: string) => void = () => undefined;
  function Page() {
    const [label, set] = useState('Stats');
    setLabel = set;
    return (
      <Label value={label}>
        <Lazy />
      </Label>
    );
  }
  container.innerHTML = SERVER_HTML;
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
  });
  await act(async () => setLabel('Figures'));
  await settle();
  fireEvent.click(await screen.findByRole('button'));
  expect(button()).toHaveTextContent('Figures 1');
  errors.mockRestore();
});
