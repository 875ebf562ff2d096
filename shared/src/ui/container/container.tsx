import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /** 'narrow' suits reading pages and forms. */
  width?: 'default' | 'narrow';
  children: ReactNode;
}

/** Centred page column with responsive side padding. */
export function Container({
  as: Tag = 'div',
  width = 'default',
  className,
  children,
  ...rest
}: ContainerProps) {
  return (
    <Tag className={cx(styles.root, width === 'narrow' && styles.narrow, className)} {...rest}>
      {children}
    </Tag>
  );
}
