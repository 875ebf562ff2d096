import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

const phone = { type: 'image/avif' as const, srcSet: '/p-480w.avif 480w, /p-760w.avif 760w', sizes: '100vw' };
const wide = {
  type: 'image/avif' as const,
  srcSet: '/w-960w.avif 960w, /w-1600w.avif 1600w',
  sizes: '100vw',
};
const sources = [
  { ...phone, media: '(max-width: 639px)' },
  { ...phone, type: 'image/webp' as const, srcSet: '/p-480w.webp 480w', media: '(max-width: 639px)' },
  { ...wide, media: '(min-width: 640px)' },
  { ...wide, type: 'image/webp' as const, srcSet: '/w-960w.webp 960w', media: '(min-width: 640px)' },
];
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'), (link) => [
    link.getAttribute('media'),
    link.getAttribute('type'),
    link.getAttribute('imagesrcset'),
  ]);

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe('ResponsiveImage', () => {
  it('gives each viewport of an art-directed picture its own sources, in order', () => {
    const { container } = render(
      <ResponsiveImage src="/w.webp" alt="Art" width={1600} height={900} sources={sources} />,
    );
    expect(
      Array.from(container.querySelectorAll('source'), (source) => [
        source.getAttribute('media'),
        source.getAttribute('type'),
      ]),
    ).toEqual([
      ['(max-width: 639px)', 'image/avif'],
      ['(max-width: 639px)', 'image/webp'],
      ['(min-width: 640px)', 'image/avif'],
      ['(min-width: 640px)', 'image/webp'],
    ]);
    expect(screen.getByRole('img', { name: 'Art' })).toHaveAttribute('loading', 'lazy');
    expect(preloads()).toEqual([]);
  });

  it('preloads a priority picture once per viewport, in its best format', () => {
    render(<ResponsiveImage src="/w.webp" alt="Art" width={1600} height={900} sources={sources} priority />);
    expect(preloads()).toEqual([
      ['(max-width: 639px)', 'image/avif', phone.srcSet],
      ['(min-width: 640px)', 'image/avif', wide.srcSet],
    ]);
  });

  it('is a plain image when it has no variants', () => {
    const { container } = render(
      <ResponsiveImage
        src="https://cdn.example/a.jpg"
        alt="Plain"
        width={8}
        height={5}
        sources={[]}
        priority
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Plain' })).toHaveAttribute('fetchpriority', 'high');
  });
});
