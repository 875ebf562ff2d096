import type { ReactNode } from 'react';
import { BrandLogo, site, type PersonCard } from '@mwangaza/shared';
import { profilePath } from '../lib/person-paths';
import { PersonPhoto } from './person-photo';
import styles from './people.module.css';
import { Link } from '../../../i18n';

/**
 * Who wrote a piece: their photo, their name linked to their profile, and their role, then `children` (the
 * date and reading time). Without an author (or while their profile is unpublished) it is the consultancy's.
 */
export function Byline({ person, children }: { person?: PersonCard; children: ReactNode }) {
  return (
    <div className={styles.byline}>
      {person ? (
        <PersonPhoto person={person} size="sm" />
      ) : (
        <span className={styles.bylineMark} aria-hidden="true">
          <BrandLogo size={28} />
        </span>
      )}
      <div className={styles.bylineText}>
        {person ? (
          <p className={styles.bylineWho}>
            <Link to={profilePath(person)} className={styles.bylineName} rel="author">
              {person.name}
            </Link>
            <span className={styles.bylineRole}>{person.role}</span>
          </p>
        ) : (
          <p className={styles.bylineWho}>
            <span className={styles.bylineName}>{site.name}</span>
          </p>
        )}
        <p className={styles.bylineMeta}>{children}</p>
      </div>
    </div>
  );
}
