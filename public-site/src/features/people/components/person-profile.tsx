import { FormattedMessage } from 'react-intl';
import { Container, VisuallyHidden, contentApi, type Person } from '@mwangaza/shared';
import { CtaPanel } from '../../../lib/cta-panel';
import { LongText } from '../../../lib/long-text';
import { firstNameOf, TEAM_PATH } from '../lib/person-paths';
import { profileLinkLabel } from '../lib/profile-links';
import { PersonPhoto } from './person-photo';
import styles from './people.module.css';
import { ButtonLink, Link, useContentLocale, useT } from '../../../i18n';

/** A person's profile (also drawn for staff previews): photo, name, role, bio, links, their work, a call. */
export function PersonProfile({ person }: { person: Person }) {
  const t = useT();
  const firstName = firstNameOf(person.name);
  return (
    <>
      <article className={styles.profile}>
        <Container width="narrow">
          <nav aria-label={t('people.breadcrumb')} className={styles.breadcrumb}>
            <Link to={TEAM_PATH}>
              <FormattedMessage id="people.ourTeam" />
            </Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{person.name}</span>
          </nav>
          <header className={styles.profileHeader}>
            <PersonPhoto person={person} size="lg" priority />
            <div className={styles.profileIntro}>
              <h1 className={styles.profileName}>{person.name}</h1>
              <p className={styles.profileRole}>{person.role}</p>
              {person.links.length > 0 && (
                <ul role="list" className={styles.profileLinks} aria-label={t('people.elsewhere')}>
                  {person.links.map((url) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noopener noreferrer me">
                        {profileLinkLabel(url)}
                        <VisuallyHidden>{t('people.newTab')}</VisuallyHidden>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </header>
          {person.bio && <LongText text={person.bio} className={styles.profileBio} headingLevel={2} />}
          <PersonWork person={person} firstName={firstName} />
          <Link to={TEAM_PATH} className={styles.back}>
            <FormattedMessage id="people.backToTeam" />
          </Link>
        </Container>
      </article>
      {person.discoveryCalls ? (
        <CtaPanel
          label={t('people.callLabel')}
          title={t('people.callTitle', { name: firstName })}
          text={t('people.callText')}
        >
          <ButtonLink to="/contact" size="lg">
            <FormattedMessage id="people.callButton" />
          </ButtonLink>
        </CtaPanel>
      ) : (
        <CtaPanel label={t('people.workLabel')} title={t('people.workTitle')} text={t('people.workText')}>
          <ButtonLink to="/contact" size="lg">
            <FormattedMessage id="people.workButton" />
          </ButtonLink>
        </CtaPanel>
      )}
    </>
  );
}

/** What they wrote and the projects they worked on, when there are any (published ones only). */
function PersonWork({ person, firstName }: { person: Person; firstName: string }) {
  const contentLocale = useContentLocale();
  const insights =
    contentApi.useGetInsightsQuery({
      locale: contentLocale,
      author: person.id,
      limit: 6,
    }).data?.insights ?? [];
  const projects =
    contentApi.useGetCaseStudiesQuery({
      locale: contentLocale,
      person: person.id,
      limit: 12,
    }).data?.caseStudies ?? [];
  return (
    <>
      {insights.length > 0 && (
        <section aria-labelledby="person-insights" className={styles.work}>
          <h2 id="person-insights" className={styles.workTitle}>
            <FormattedMessage id="people.articlesBy" values={{ name: firstName }} />
          </h2>
          <ul role="list" className={styles.workList}>
            {insights.map((insight) => (
              <li key={insight.id}>
                <Link to={`/insights/${insight.slug}`}>{insight.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {projects.length > 0 && (
        <section aria-labelledby="person-projects" className={styles.work}>
          <h2 id="person-projects" className={styles.workTitle}>
            <FormattedMessage id="people.projectsOf" values={{ name: firstName }} />
          </h2>
          <ul role="list" className={styles.workList}>
            {projects.map((caseStudy) => (
              <li key={caseStudy.id}>
                <Link to={`/case-studies/${caseStudy.slug}`}>{caseStudy.title}</Link>
                <span className={styles.workMeta}>{caseStudy.client}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
