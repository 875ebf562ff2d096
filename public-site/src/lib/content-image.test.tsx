import { fireEvent, render, screen } from '@testing-library/react';
import { ContentImage, type ContentImageProps } from './content-image';
import { CARD_SIZES } from './image-sizes';

/** A content image with the generic fallback and the 800×500 box unless the test says otherwise. */
const renderImage = (props: Omit<ContentImageProps, 'fallback'> & Partial<ContentImageProps>) =>
  render(<ContentImage fallback="/images/default.webp" width={800} height={500} {...props} />);

const sourcesOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('picture > source'), (source) => [
    source.getAttribute('type'),
    source.getAttribute('srcset'),
    source.getAttribute('sizes'),
  ]);

describe('ContentImage', () => {
  it('is lazy, async-decoded and sized so the layout does not shift', () => {
    renderImage({ src: '/images/a.webp', alt: 'A chart' });
    const img = screen.getByRole('img', { name: 'A chart' });
    expect(img).toHaveAttribute('src', '/images/a.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '500');
  });

  it("shows one of the site's own pictures in AVIF and WebP at each of its generated widths", () => {
    const { container } = renderImage({ src: '/images/services/data-lakes.webp', alt: 'A lake of data' });
    const variants = (extension: string) =>
      [400, 680, 800]
        .map((width) => `/images/services/data-lakes-${width}w.${extension} ${width}w`)
        .join(', ');
    expect(sourcesOf(container)).toEqual([
      ['image/avif', variants('avif'), CARD_SIZES],
      ['image/webp', variants('webp'), CARD_SIZES],
    ]);
    const img = screen.getByRole('img', { name: 'A lake of data' });
    expect(img).toHaveAttribute('src', '/images/services/data-lakes.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the priority image first, at once, and preloads the variant its <picture> will pick', () => {
    renderImage({
      src: '/images/case-studies/telco-churn-realtime.webp',
      alt: 'Churn',
      sizes: '100vw',
      priority: true,
    });
    const img = screen.getByRole('img', { name: 'Churn' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector(
      'link[rel="preload"][imagesrcset*="telco-churn-realtime-400w.avif"]',
    );
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('imagesizes', '100vw');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload?.getAttribute('imagesrcset')).toBe(
      img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
    );
  });

  it('uses the fallback when the source is empty', () => {
    renderImage({ src: '  ', alt: 'A chart', priority: true });
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/default.webp');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('tries each fallback in turn when an image fails to load, then stops', () => {
    renderImage({
      src: '/broken.avif',
      fallback: ['/images/x.webp', '/images/default.webp'],
      alt: 'A chart',
      width: 8,
      height: 5,
    });
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/x.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/default.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/default.webp');
  });

  it("falls back from a broken image to the site's own picture, with its variants", () => {
    const { container } = renderImage({
      src: 'https://cdn.example/missing.jpg',
      fallback: '/images/case-studies/default.webp',
      alt: 'A case study',
    });
    expect(container.querySelector('picture')).toBeNull();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/case-studies/default.webp');
    expect(sourcesOf(container)[0]?.[1]).toContain('/images/case-studies/default-400w.avif 400w');
  });

  describe('with a media-library image', () => {
    const url = (width: number, ext: string) => `/api/media/abc1234/${width}w-0123456789abcdef.${ext}`;
    const media = {
      id: 'abc1234',
      alt: 'Analysts around a dashboard',
      width: 1200,
      height: 800,
      variants: [400, 800, 1200].flatMap((width) => [
        { format: 'avif' as const, width, height: (width * 2) / 3, url: url(width, 'avif') },
        { format: 'webp' as const, width, height: (width * 2) / 3, url: url(width, 'webp') },
      ]),
    };

    it('renders a <picture> with AVIF and WebP srcset, sizes, its own size and alt text', () => {
      const { container } = renderImage({
        src: url(1200, 'jpg'),
        media: media,
        sizes: '100vw',
        alt: 'Title illustration',
      });
      expect(sourcesOf(container)).toEqual([
        [
          'image/avif',
          `${url(400, 'avif')} 400w, ${url(800, 'avif')} 800w, ${url(1200, 'avif')} 1200w`,
          '100vw',
        ],
        [
          'image/webp',
          `${url(400, 'webp')} 400w, ${url(800, 'webp')} 800w, ${url(1200, 'webp')} 1200w`,
          '100vw',
        ],
      ]);
      const img = screen.getByRole('img', { name: 'Analysts around a dashboard' });
      expect(img.parentElement?.tagName).toBe('PICTURE');
      expect(img).toHaveAttribute('src', url(1200, 'jpg'));
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '800');
    });

    it('falls back to a plain image when the library image fails to load', () => {
      const { container } = renderImage({ src: url(1200, 'jpg'), media: media, alt: 'Title illustration' });
      fireEvent.error(screen.getByRole('img'));
      expect(container.querySelector('picture')).toBeNull();
      expect(screen.getByRole('img', { name: 'Title illustration' })).toHaveAttribute(
        'src',
        '/images/default.webp',
      );
    });
  });
});
