import { useEffect, type FocusEvent } from 'react';
import { NavLink, useLocation } from '@mwangaza/shared/router';
import { ButtonLink, Container, cx, useDisclosure } from '@mwangaza/shared';
import { BrandMark } from './brand-mark';
import { NAV_LINKS } from './nav-links';
import { useScrolled } from './use-scrolled';
import styles from './navigation.module.css';

const MENU_ID = 'primary-navigation';

/** The shared header: brand, section links, Get Started; a collapsible menu on small screens. */
export function Navigation() {
  const { open, close, buttonProps } = useDisclosure(MENU_ID);
  const scrolled = useScrolled(20);
  const { pathname } = useLocation();

  // Any navigation (a link, the back button) closes the mobile menu.
  useEffect(() => close(), [pathname, close]);

  // Tabbing on past the last link leaves the menu: close it, so it never covers what has focus now.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return (
    <header
      className={cx(styles.header, scrolled && styles.scrolled, open && styles.menuOpen)}
      data-scrolled={scrolled}
      onBlur={open ? onBlur : undefined}
    >
      <Container className={styles.bar}>
        <BrandMark onClick={close} />
        <button {...buttonProps} className={styles.toggle} aria-label={open ? 'Close menu' : 'Open menu'}>
          <span className={styles.toggleBars} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
        <nav id={MENU_ID} aria-label="Main" className={cx(styles.nav, open && styles.open)}>
          <ul role="list" className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                  onClick={close}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink to="/contact" size="sm" className={styles.cta} onClick={close}>
            Get Started
          </ButtonLink>
        </nav>
      </Container>
    </header>
  );
}
