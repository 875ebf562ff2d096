import { useId } from 'react';
import { Section } from '@mwangaza/shared';
import styles from './tools-grid.module.css';
import { useSiteSettings, useT } from '../../../i18n';

/**
 * The tools we work with (the site settings' tools grid). Each tile reveals a one-line insight on hover and on keyboard focus (tiles are
 * in the tab order); the insight is always in the accessible text, so screen readers hear it too.
 */
export function ToolsGrid() {
  const baseId = useId();
  const t = useT();
  const { tools } = useSiteSettings().settings;
  return (
    <Section eyebrow={t('home.toolsEyebrow')} title={t('home.toolsTitle')} intro={t('home.toolsIntro')}>
      <ul role="list" className={styles.grid}>
        {tools.map((tool, index) => {
          const insightId = `${baseId}-insight-${index}`;
          return (
            <li
              key={index}
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
