import { render } from '@testing-library/react';
import { CULTURE_ICONS } from '../../schemas/constants';
import { LINE_ICON_LABELS, LineIcon } from './line-icon';

it('draws every culture icon as a decorative line drawing in the current colour, and names each one', () => {
  for (const name of CULTURE_ICONS) {
    const { container, unmount } = render(<LineIcon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg.querySelectorAll('path, circle').length).toBeGreaterThan(0);
    expect(LINE_ICON_LABELS[name]).toMatch(/^[A-Z]/);
    unmount();
  }
});

it('draws nothing for a name it does not know, such as an emoji stored before icons had names', () => {
  const { container } = render(<LineIcon name="🔍" />);
  expect(container).toBeEmptyDOMElement();
});
