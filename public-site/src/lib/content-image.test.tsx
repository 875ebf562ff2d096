import { fireEvent, render, screen } from '@testing-library/react';
import { ContentImage } from './content-image';

describe('ContentImage', () => {
  it('is lazy, async-decoded and sized so the layout does not shift', () => {
    render(
      <ContentImage
        src="/images/a.webp"
        fallback="/images/default.webp"
        alt="A chart"
        width={800}
        height={500}
      />,
    );
    const img = screen.getByRole('img', { name: 'A chart' });
    expect(img).toHaveAttribute('src', '/images/a.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '500');
  });

  it('uses the fallback when the source is empty', () => {
    render(
      <ContentImage
        src="  "
        fallback="/images/default.webp"
        alt="A chart"
        width={800}
        height={500}
        priority
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/default.webp');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('tries each fallback in turn when an image fails to load, then stops', () => {
    render(
      <ContentImage
        src="/broken.avif"
        fallback={['/images/x.webp', '/images/default.webp']}
        alt="A chart"
        width={8}
        height={5}
      />,
    );
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/x.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/default.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/default.webp');
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
      const { container } = render(
        <ContentImage
          src={url(1200, 'jpg')}
          media={media}
          sizes="100vw"
          fallback="/images/default.webp"
          alt="Title illustration"
          width={800}
          height={500}
        />,
      );
      const sources = container.querySelectorAll('picture > source');
      expect(
        Array.from(sources, (source) => [
          source.getAttribute('type'),
          source.getAttribute('srcset'),
          source.getAttribute('sizes'),
        ]),
      ).toEqual([
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
      const { container } = render(
        <ContentImage
          src={url(1200, 'jpg')}
          media={media}
          fallback="/images/default.webp"
          alt="Title illustration"
          width={800}
          height={500}
        />,
      );
      fireEvent.error(screen.getByRole('img'));
      expect(container.querySelector('picture')).toBeNull();
      expect(screen.getByRole('img', { name: 'Title illustration' })).toHaveAttribute(
        'src',
        '/images/default.webp',
      );
    });
  });
});
