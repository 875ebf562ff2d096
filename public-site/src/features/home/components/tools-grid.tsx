import { useId } from 'react';
import { Section } from '@mwangaza/shared';
import styles from './tools-grid.module.css';

export const TOOLS = [
  {
    name: 'Python',
    mark: 'Py',
    insight: 'The glue of our work, from quick data wrangling to production machine-learning models.',
  },
  {
    name: 'SQL',
    mark: 'SQL',
    insight: 'Still the fastest way to ask a well-structured question of your data.',
  },
  {
    name: 'Power BI',
    mark: 'BI',
    insight: 'Self-service dashboards that slot straight into Microsoft 365 workplaces.',
  },
  {
    name: 'Tableau',
    mark: 'Tb',
    insight: 'Exploratory visual analysis for when the question is not yet clear.',
  },
  {
    name: 'Apache Spark',
    mark: 'Sp',
    insight: 'Distributed processing for the billions of rows that outgrow one machine.',
  },
  {
    name: 'Airflow',
    mark: 'Af',
    insight: 'Scheduled, monitored pipelines that retry on their own when a source fails.',
  },
  {
    name: 'dbt',
    mark: 'dbt',
    insight: 'Version-controlled, tested SQL transformations your whole team can trust.',
  },
  {
    name: 'Snowflake',
    mark: 'Sf',
    insight: 'An elastic cloud warehouse that scales with demand and bills by the second.',
  },
  {
    name: 'TensorFlow',
    mark: 'TF',
    insight: 'Deep learning for images, text and forecasts when simpler models fall short.',
  },
  {
    name: 'Looker',
    mark: 'Lk',
    insight: 'One governed semantic layer, so every team counts revenue the same way.',
  },
] as const;

/**
 * The tools we work with. Each tile reveals a one-line insight on hover and on keyboard focus (tiles are
 * in the tab order); the insight is always in the accessible text, so screen readers hear it too.
 */
export function ToolsGrid() {
  const baseId = useId();
  return (
    <Section
      eyebrow="Our toolkit"
      title="Proven tools, chosen for your problem"
      intro="We are vendor-neutral: we pick what fits your data, your team and your budget. Hover or focus a tool to see where it shines."
    >
      <ul role="list" className={styles.grid}>
        {TOOLS.map((tool, index) => {
          const insightId = `${baseId}-insight-${index}`;
          return (
            <li
              key={tool.name}
              className={styles.tile}
              tabIndex={0}
              aria-describedby={insightId}
              data-testid="tool-tile"
            >
              <span className={styles.mark} aria-hidden="true">
                {tool.mark}
              </span>
              <h3 className={styles.name}>{tool.name}</h3>
              <p className={styles.insight}>
                <span className={styles.insightName} aria-hidden="true">
                  {tool.name}
                </span>
                <span id={insightId}>{tool.insight}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
