import { Container, VisuallyHidden, contentApi, site, type Person } from '@mwangaza/shared';
import { CtaPanel } from '../../../lib/cta-panel';
import { LongText } from '../../../lib/long-text';
import { firstNameOf, TEAM_PATH } from '../lib/person-paths';
import { profileLinkLabel } from '../lib/profile-links';
import { PersonPhoto } from './person-photo';
import styles from './people.module.css';
import { ButtonLink, Link, useContentLocale } from '../../../i18n';

/** A person's profile (also drawn for staff previews): photo, name, role, bio, links, their work, a call. */
export function PersonProfile({ person }: { person: Person }) {
  const firstName = firstNameOf(person.name);
  return (
    <>
      <article className={styles.profile}>
        <Container width="narrow">
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <Link to={TEAM_PATH}>Our team</Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{person.name}</span>
          </nav>
          <header className={styles.profileHeader}>
            <PersonPhoto person={person} size="lg" priority />
            <div className={styles.profileIntro}>
              <h1 className={styles.profileName}>{person.name}</h1>
              <p className={styles.profileRole}>{person.role}</p>
              {person.links.length > 0 && (
                <ul role="list" className={styles.profileLinks} aria-label="Elsewhere">
                  {person.links.map((url) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noopener noreferrer me">
                        {profileLinkLabel(url)}
                        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
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
            ← Meet the rest of the team
          </Link>
        </Container>
      </article>
      {person.discoveryCalls ? (
        <CtaPanel
          label="Book a discovery call"
          title={`Book a discovery call with ${firstName}`}
          text={`A free 30-minute call about what you want to achieve, the data you have and where to start. We reply ${site.replyPromise} to arrange a time.`}
        >
          <ButtonLink to="/contact" size="lg">
            Book a discovery call
          </ButtonLink>
        </CtaPanel>
      ) : (
        <CtaPanel
          label="Work with us"
          title="Work with our team"
          text={`Tell us about your data and the result you need. A consultant will reply ${site.replyPromise}.`}
        >
          <ButtonLink to="/contact" size="lg">
            Start Your Project
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
            {`Articles by ${firstName}`}
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
            {`Projects ${firstName} worked on`}
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
