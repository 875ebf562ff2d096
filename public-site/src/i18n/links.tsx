import { forwardRef, type ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from '@mwangaza/shared/router';
import {
  ButtonLink as SharedButtonLink,
  type ButtonLinkProps as SharedButtonLinkProps,
} from '@mwangaza/shared';
import { useLocalePath } from './locale-provider';

type To = ComponentProps<typeof RouterLink>['to'];

/** A site path in the page's language; anything else (a relative path, an object) unchanged. */
function useLocalized(to: To): To {
  const localize = useLocalePath();
  return typeof to === 'string' && to.startsWith('/') ? localize(to) : to;
}

/** react-router's Link, to the page in the language being read. */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(
  { to, ...props },
  ref,
) {
  return <RouterLink ref={ref} to={useLocalized(to)} {...props} />;
});

/** react-router's NavLink, to the page in the language being read. */
export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink(
  { to, ...props },
  ref,
) {
  return <RouterNavLink ref={ref} to={useLocalized(to)} {...props} />;
});

/** The design library's ButtonLink, to the page in the language being read. */
export function ButtonLink({ to, ...props }: SharedButtonLinkProps) {
  const localize = useLocalePath();
  return <SharedButtonLink to={to.startsWith('/') ? localize(to) : to} {...props} />;
}
