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
});
