import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '@mwangaza/shared/router';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button/button-classes';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens `to` (a full URL or a path outside the router) in a new tab. */
  external?: boolean;
  children: ReactNode;
}

/** A link that looks like a button: in-app routes use the router; external ones open a new tab. */
export function ButtonLink({
  to,
  variant = 'primary',
  size = 'md',
  external = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClassName(variant, size, className);
  if (external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} {...rest}>
      {children}
    </Link>
  );
}
