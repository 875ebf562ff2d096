import type { ReactNode } from 'react';
import type { CultureIcon } from '../../schemas/constants';

/**
 * Each icon's drawing on a 24 px grid, in strokes only: the site's line icons are drawn in the current
 * colour (gold on the site), so they need no emoji font and match the other icons.
 */
const DRAWINGS: Record<CultureIcon, ReactNode> = {
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5l5 5" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19.5c.6-3.3 2.8-5.2 5.5-5.2s4.9 1.9 5.5 5.2" />
      <circle cx="16.5" cy="9" r="2.6" />
      <path d="M16.2 14.3c2.4-.2 4.2 1.5 4.6 4.4" />
    </>
  ),
  book: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
      <path d="M12 6.5v13" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 3.5c-2.3 2.3-3.5 5.1-3.5 8.5s1.2 6.2 3.5 8.5c2.3-2.3 3.5-5.1 3.5-8.5S14.3 5.8 12 3.5z" />
      <path d="M3.5 12h17" />
    </>
  ),
  sprout: (
    <>
      <path d="M12 20.5V11" />
      <path d="M12 13.5c0-3.6 2.5-6 7-6 0 4.4-2.6 6.8-7 6.8" />
      <path d="M12 11c0-3-2-5-6.5-5 0 3.6 2.4 5.5 6.5 5.5" />
      <path d="M7.5 20.5h9" />
    </>
  ),
  lightbulb: (
    <>
      <path d="M9.5 17.5h5M10.5 20.5h3" />
      <path d="M12 3.5a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v1.2h5.2v-1.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3.5z" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.5l7 2.6v5.4c0 4.3-2.9 7.6-7 9-4.1-1.4-7-4.7-7-9V6.1z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  heart: (
    <path d="M12 19.5s-7.5-4.4-7.5-9.6A4.1 4.1 0 0 1 12 7.6a4.1 4.1 0 0 1 7.5 2.3c0 5.2-7.5 9.6-7.5 9.6z" />
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  chart: <path d="M4 19.5h16M7.5 16v-4M12 16V9M16.5 16V6" />,
  chat: (
    <path d="M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-9l-4.5 3.5v-3.5H5A1.5 1.5 0 0 1 3.5 15V7A1.5 1.5 0 0 1 5 5.5z" />
  ),
};

/** What each icon shows, as the console's list of icons names it. */
export const LINE_ICON_LABELS: Record<CultureIcon, string> = {
  search: 'Magnifying glass',
  people: 'Two people',
  book: 'Open book',
  globe: 'Globe',
  sprout: 'Seedling',
  lightbulb: 'Light bulb',
  target: 'Target',
  shield: 'Shield',
  heart: 'Heart',
  compass: 'Compass',
  chart: 'Bar chart',
  chat: 'Speech bubble',
};

export interface LineIconProps {
  /** An icon's name; an unknown one (content from an older version) draws nothing. */
  name: string;
  /** Its width and height in pixels. */
  size?: number;
  className?: string;
}

/** A line icon, decorative: the text beside it says what it means. */
export function LineIcon({ name, size = 28, className }: LineIconProps) {
  const drawing = DRAWINGS[name as CultureIcon];
  if (!drawing) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </svg>
  );
}
