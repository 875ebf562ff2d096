import { Section, contentApi, type Person } from '@mwangaza/shared';
import { QueryBody } from '../../../lib/query-body';
import { shortSummary } from '../../../lib/short-summary';
import { profilePath } from '../lib/person-paths';
import { PersonPhoto } from './person-photo';
import styles from './people.module.css';
import { Link, useContentLocale, useT } from '../../../i18n';

/** The About page's team: everyone whose profile is published, in the order staff set, each linked to it. */
export function TeamSection() {
  const t = useT();
  const contentLocale = useContentLocale();
  const query = contentApi.useGetPeopleQuery({
    locale: contentLocale,
    limit: 100,
  });
  const team = query.data?.people ?? [];
  return (
    <Section
      id="team"
      eyebrow={t('people.teamEyebrow')}
      title={t('people.teamTitle')}
      intro={t('people.teamIntro')}
    >
      <QueryBody
        query={query}
        messages={{
          loadingLabel: t('people.teamLoading'),
          failure: t('people.teamFailed'),
          emptyMessage: t('people.teamEmpty'),
        }}
        isEmpty={team.length === 0}
      >
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
