import { Link } from '@mwangaza/shared/router';
import { Button, VisuallyHidden, useDisclosure } from '@mwangaza/shared';
import { useAccountLinks } from './account-links';
import { AccountMenu } from './account-menu';
import { AccountSummary } from './account-summary';
import { AdminNav } from './admin-nav';
import styles from './admin-header.module.css';
import { Brand } from './brand';
import { MenuIcon } from './menu-icon';
import { useLogout } from './use-logout';

const MENU_ID = 'admin-mobile-menu';

/** Top bar (brand, account, View site, Logout) over the section tabs; a toggled menu on narrow screens. */
export function AdminHeader() {
  const { open: menuOpen, close: closeMenu, buttonProps } = useDisclosure(MENU_ID);
  const accountLinks = useAccountLinks();
  const { logout, pending } = useLogout();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Brand onClick={closeMenu} />
        <div className={styles.account}>
          <Link to="/" className={styles.siteLink}>
            View site
          </Link>
          <AccountSummary />
          <AccountMenu />
          <Button variant="secondary" size="sm" onClick={logout} loading={pending}>
            Logout
          </Button>
        </div>
        <button {...buttonProps} className={styles.toggle}>
          <MenuIcon open={menuOpen} />
          <VisuallyHidden>Menu</VisuallyHidden>
        </button>
      </div>
      <div className={styles.tabs}>
        <AdminNav label="Admin sections" variant="tabs" />
      </div>
      {menuOpen && (
        <div id={MENU_ID} className={styles.menu}>
          <AccountSummary />
          <AdminNav label="Admin menu" variant="menu" onNavigate={closeMenu} />
          <nav aria-label="My account" className={styles.accountLinks}>
            {accountLinks.map((link) => (
              <Link key={link.to} to={link.to} onClick={closeMenu}>
                {link.label}
              </Link>
            ))}
          </nav>
          <div className={styles.menuFooter}>
            <Link to="/" className={styles.siteLink} onClick={closeMenu}>
              View site
            </Link>
            <Button variant="secondary" onClick={logout} loading={pending}>
              Logout
            </Button>
          </div>
        </div>
      )}
    </header>
  );
}
