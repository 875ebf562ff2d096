/** Small monochrome glyphs for the social links in the site settings (decorative: the link text names them). */
export function SocialIcon({ name }: { name: string }) {
  const common = {
    viewBox: '0 0 24 24',
    width: 18,
    height: 18,
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (name) {
    case 'LinkedIn':
      return (
        <svg {...common} fill="currentColor">
          <path d="M4.5 9h3v10.5h-3zM6 3.8a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM9.5 9h2.9v1.45c.45-.8 1.5-1.65 3.1-1.65 3.1 0 3.7 2 3.7 4.7v6h-3v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8v5.4h-2.9z" />
        </svg>
      );
    case 'X':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 4l16 16M20 4L4 20" />
        </svg>
      );
    case 'GitHub':
      return (
        <svg
          {...common}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1" />
        </svg>
      );
  }
}
