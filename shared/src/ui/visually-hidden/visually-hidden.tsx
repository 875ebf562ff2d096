import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  children: ReactNode;
}

/** Text for screen readers only (labels, final values, context for icon buttons). */
export function VisuallyHidden({ as: Tag = 'span', children, className, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      {children}
    </Tag>
  );
}
