import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockReducedMotion, renderWithProviders } from '@mwangaza/shared/test-utils';
import { DataVizLoop } from './data-viz-loop';

describe('DataVizLoop', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('plays the animation and lets the visitor pause it', async () => {
    mockReducedMotion(false);
    renderWithProviders(<DataVizLoop />);
    expect(screen.getByRole('img', { name: /Animated chart/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause animation' }));
    expect(screen.getByRole('button', { name: 'Play animation' })).toBeInTheDocument();
  });

  it('shows the still poster to visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    renderWithProviders(<DataVizLoop />);
    const poster = screen.getByRole('img');
    expect(poster.tagName).toBe('IMG');
    expect(poster).toHaveAttribute('src', '/media/visualization-poster.webp');
    expect(poster).toHaveAttribute('width', '960');
    expect(poster).toHaveAttribute('height', '540');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
