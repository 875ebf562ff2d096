import { FormattedMessage } from 'react-intl';
import type { CaseStudy } from '@mwangaza/shared';
import { TeamMembers } from '../../people';
import styles from './case-study-detail.module.css';
import { useT } from '../../../i18n';

/** The side panel: results, then timeline, team and technologies when the case study has them. */
export function CaseStudyFacts({ caseStudy }: { caseStudy: CaseStudy }) {
  const t = useT();
  const timeline = caseStudy.timeline?.trim();
  const team = caseStudy.team?.trim();
  const people = caseStudy.teamProfiles ?? [];
  const technologies = caseStudy.technologies?.filter((technology) => technology.trim()) ?? [];

  return (
    <aside className={styles.facts} aria-label={t('caseStudies.facts')}>
      <section aria-labelledby="case-results" className={styles.resultsPanel}>
        <h2 id="case-results" className={styles.factsTitle}>
          <FormattedMessage id="caseStudies.results" />
        </h2>
        <ul className={styles.results}>
          {caseStudy.results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
      </section>

      {(timeline || team || people.length > 0) && (
        <dl className={styles.factList}>
          {timeline && (
            <div>
              <dt>
                <FormattedMessage id="caseStudies.timeline" />
              </dt>
              <dd>{timeline}</dd>
            </div>
          )}
          {(team || people.length > 0) && (
            <div>
              <dt>
                <FormattedMessage id="caseStudies.team" />
              </dt>
              {team && <dd>{team}</dd>}
              {people.length > 0 && (
                <dd>
                  <TeamMembers people={people} />
                </dd>
              )}
            </div>
          )}
        </dl>
      )}

      {technologies.length > 0 && (
        <section aria-labelledby="case-technologies">
          <h2 id="case-technologies" className={styles.factsTitle}>
            <FormattedMessage id="caseStudies.technologies" />
          </h2>
          <ul className={styles.tags}>
            {technologies.map((technology) => (
              <li key={technology}>{technology}</li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
