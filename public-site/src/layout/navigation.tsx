import { useEffect, type FocusEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from '@mwangaza/shared/router';
import { Container, cx, useDisclosure } from '@mwangaza/shared';
import { ButtonLink, NavLink, useT } from '../i18n';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import { useScrolled } from './use-scrolled';
import styles from './navigation.module.css';

const MENU_ID = 'primary-navigation';

/** The shared header: brand, section links, Get Started; a collapsible menu on small screens. */
export function Navigation() {
  const { open, close, buttonProps } = useDisclosure(MENU_ID);
  const scrolled = useScrolled(20);
  const { pathname } = useLocation();
  const t = useT();

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
        <button
          {...buttonProps}
          className={styles.toggle}
          aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
        >
          <span className={styles.toggleBars} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
        <nav id={MENU_ID} aria-label={t('nav.main')} className={cx(styles.nav, open && styles.open)}>
          <ul role="list" className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                  onClick={close}
                >
                  <FormattedMessage id={link.label} />
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className={styles.switcher} compact />
          <ButtonLink to="/contact" size="sm" className={styles.cta} onClick={close}>
            <FormattedMessage id="nav.getStarted" />
          </ButtonLink>
        </nav>
      </Container>
    </header>
  );
}
