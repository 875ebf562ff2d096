import { FormattedMessage } from 'react-intl';
import { Section } from '@mwangaza/shared';
import { useT } from '../../../i18n';
import { staticImageSet } from '../../../lib/image-sources';
import { TIMELINE_SIZES } from '../../../lib/image-sizes';
import { ResponsiveImage } from '../../../lib/responsive-image';
import { TIMELINE } from '../timeline-data';
import styles from './story-timeline.module.css';

/** Our story from 2015 to 2023, one milestone per entry, alternating sides on wide screens. */
export function StoryTimeline() {
  const t = useT();
  return (
    <Section eyebrow={t('about.storyEyebrow')} title={t('about.storyTitle')}>
      <ol className={styles.timeline}>
        {TIMELINE.map((entry, index) => (
          <li key={entry.year} className={styles.entry}>
            <span className={styles.marker} aria-hidden="true" />
            <article className={styles.card} aria-labelledby={`timeline-${entry.year}`}>
              <ResponsiveImage
                className={styles.image}
                src={entry.image}
                alt={t(entry.imageAlt)}
                width={800}
                height={500}
                sources={staticImageSet(entry.image, TIMELINE_SIZES)?.sources ?? []}
                // The first milestone is the page's largest image in view as it opens on a phone.
                priority={index === 0}
              />
              <div className={styles.body}>
                <p className={styles.year}>{entry.year}</p>
                <h3 id={`timeline-${entry.year}`} className={styles.title}>
                  <FormattedMessage id={entry.title} />
                </h3>
                <p className={styles.description}>
                  <FormattedMessage id={entry.description} />
                </p>
                <dl className={styles.stats}>
                  {entry.stats.map((stat) => (
                    <div key={stat.label} className={styles.stat}>
                      <dt>
                        <FormattedMessage id={stat.label} />
                      </dt>
                      <dd>{stat.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  );
}
