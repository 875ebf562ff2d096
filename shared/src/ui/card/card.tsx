import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  className?: string;
  /** Lifts and glows on hover/focus-within; use when the card holds a link or action. */
  interactive?: boolean;
  children: ReactNode;
}

export function Card({ as: Tag = 'div', className, interactive = false, children, ...rest }: CardProps) {
  return (
    <Tag className={cx(styles.root, interactive && styles.interactive, className)} {...rest}>
      {children}
    </Tag>
  );
}
