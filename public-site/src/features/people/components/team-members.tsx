import type { PersonCard } from '@mwangaza/shared';
import { profilePath } from '../lib/person-paths';
import { PersonPhoto } from './person-photo';
import styles from './people.module.css';
import { Link } from '../../../i18n';

/** The people who worked on something (a case study's team), each with their photo, linked to their profile. */
export function TeamMembers({ people }: { people: readonly PersonCard[] }) {
  return (
    <ul role="list" className={styles.teamList}>
      {people.map((person) => (
        <li key={person.id} className={styles.teamListItem}>
          <PersonPhoto person={person} size="xs" />
          <span className={styles.teamListText}>
            <Link to={profilePath(person)}>{person.name}</Link>
            <span className={styles.teamListRole}>{person.role}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
