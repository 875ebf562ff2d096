import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './panel.module.css';

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a section by default, named by its heading through `aria-labelledby`. */
  as?: ElementType;
  /** Space between the panel's children: 'md' (the default) or 'sm' for denser panels. */
  gap?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}

/**
 * A flat bordered surface that groups one part of a screen (the console's settings, details and status
 * blocks). Unlike Card it neither lifts nor casts a shadow: it sits on the page rather than above it.
 */
export function Panel({ as: Tag = 'section', gap = 'md', className, children, ...rest }: PanelProps) {
  return (
    <Tag className={cx(styles.root, gap === 'sm' && styles.sm, className)} {...rest}>
      {children}
    </Tag>
  );
}
