import { Section, contentApi, type Person } from '@mwangaza/shared';
import { QueryBody, type QueryMessages } from '../../../lib/query-body';
import { shortSummary } from '../../../lib/short-summary';
import { profilePath } from '../lib/person-paths';
import { PersonPhoto } from './person-photo';
import styles from './people.module.css';
import { Link, useContentLocale } from '../../../i18n';

const MESSAGES: QueryMessages = {
  loadingLabel: 'Loading the team...',
  failure: 'Failed to load the team',
  emptyMessage: 'No team members to show yet.',
};

/** The About page's team: everyone whose profile is published, in the order staff set, each linked to it. */
export function TeamSection() {
  const contentLocale = useContentLocale();
  const query = contentApi.useGetPeopleQuery({
    locale: contentLocale,
    limit: 100,
  });
  const team = query.data?.people ?? [];
  return (
    <Section
      id="team"
      eyebrow="Our people"
      title="The team behind the work"
      intro="Engineers, analysts and consultants in Nairobi, Lagos and Kigali. The people you meet in the first call are the people who do the work."
    >
      <QueryBody query={query} messages={MESSAGES} isEmpty={team.length === 0}>
        <ul role="list" className={styles.teamGrid}>
          {team.map((person) => (
            <TeamMember key={person.id} person={person} />
          ))}
        </ul>
      </QueryBody>
    </Section>
  );
}

function TeamMember({ person }: { person: Person }) {
  const intro = shortSummary(person.bio ?? '', 180);
  return (
    <li className={styles.member}>
      <PersonPhoto person={person} size="md" />
      <h3 className={styles.memberName}>
        <Link to={profilePath(person)} className={styles.memberLink}>
          {person.name}
        </Link>
      </h3>
      <p className={styles.memberRole}>{person.role}</p>
      {intro && <p className={styles.memberBio}>{intro}</p>}
    </li>
  );
}
