import { useEffect, useRef } from 'react';
import { Link } from '@mwangaza/shared/router';
import type { User } from '@mwangaza/shared';
import styles from './registration-success.module.css';

/** Registration's success panel; the screen redirects to the login page 2 seconds later. */
export function RegistrationSuccess({ user }: { user: User }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.root} role="status">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
        Registration Successful!
      </h2>
      <p>
        {user.role === 'user'
          ? 'Your new account can sign in and view the console. An administrator must grant you editing rights before you can make changes.'
          : 'Your account can sign in and manage the content straight away.'}
      </p>
      <p className={styles.redirect}>
        Taking you to the login page…{' '}
        <Link to="/admin/login" replace state={{ registeredEmail: user.email }}>
          Sign in now
        </Link>
      </p>
    </div>
  );
}
