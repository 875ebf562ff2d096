import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { useRouteFocus } from './use-route-focus';

function Frame({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return <main ref={main}>{children}</main>;
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/services#build-my-stack">Build My Stack</Link>
    </>
  );
}

function Services() {
  return (
    <>
      <h1>Services</h1>
      <Link to="/services#why">Why us</Link>
      <section id="build-my-stack">
        <h2>Find the right services</h2>
      </section>
      <section id="why">
        <h2>Why choose us</h2>
      </section>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Frame>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/services" element={<Services />} />
        </Routes>
      </Frame>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

it("scrolls to a link's section on another page and focuses its heading, not the page's top", async () => {
  renderAt('/');
  await act(async () => screen.getByRole('link', { name: 'Build My Stack' }).click());
  const heading = screen.getByRole('heading', { name: 'Find the right services' });
  expect(heading).toHaveFocus();
  expect(heading.closest('section')!.scrollIntoView).toHaveBeenCalled();
});

it('follows a link to a section of the same page, and starts a page without one at its heading', async () => {
  renderAt('/services');
  await act(async () => screen.getByRole('link', { name: 'Why us' }).click());
  expect(screen.getByRole('heading', { name: 'Why choose us' })).toHaveFocus();
});
