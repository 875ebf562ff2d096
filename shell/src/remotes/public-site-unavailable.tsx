import { site, telHref, useSiteSettings } from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import { RemoteUnavailable } from './remote-unavailable';
import styles from './remote-frame.module.css';

/**
 * The public site owns the header and footer; when it cannot load, the shell still names the company and
 * says how to reach it (the phone and address staff saved in the site settings, or the defaults when the
 * API cannot be read either), so a visitor never faces a blank page.
 */
export function PublicSiteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { phone, email } = useSiteSettings().settings.contact;
  return (
    <div className={styles.frame}>
      <header className={styles.brand}>{site.name}</header>
      <main className={styles.main}>
        <RemoteUnavailable onRetry={onRetry}>
          <address className={styles.contact}>
            <span>
              Call <a href={telHref(phone)}>{phone}</a>
            </span>
            <span>
              or e-mail <a href={`mailto:${email}`}>{email}</a>
            </span>
          </address>
          <p className={styles.hint}>
            Staff can still <Link to="/admin">sign in to the admin console</Link>.
          </p>
        </RemoteUnavailable>
      </main>
    </div>
  );
}
