import { getBuild, getRuntimeConfig, type AppName } from '@mwangaza/shared';
import { useGetApiHealthQuery, Panel } from '@mwangaza/shared/console';
import type { BuildInfo } from '@mwangaza/shared/schemas';
import styles from './about-build-panel.module.css';

const PARTS: { app: AppName; label: string }[] = [
  { app: 'shell', label: 'Shell' },
  { app: 'publicSite', label: 'Public site' },
  { app: 'adminConsole', label: 'Admin console' },
];

function describe(build: BuildInfo | undefined, release: string | null): string {
  if (build) return `${release ?? build.version}${build.commit ? ` (${build.commit})` : ''}`;
  // Not loaded on this page (the public site, seen from the console): what the shell would load.
  return release ? `${release} (not loaded on this page)` : 'Not loaded on this page';
}

/** For staff: which release of each part of the site this page runs, so a report can name it. */
export function AboutBuildPanel() {
  const { releases } = getRuntimeConfig();
  const health = useGetApiHealthQuery();
  const apiBuild = health.data?.build;
  const release = (app: AppName) => (app === 'shell' ? null : releases[app]);

  return (
    <Panel gap="sm" aria-labelledby="about-build-heading">
      <h2 id="about-build-heading" className={styles.title}>
        About this build
      </h2>
      <dl className={styles.list}>
        {PARTS.map(({ app, label }) => (
          <div key={app} className={styles.row}>
            <dt>{label}</dt>
            <dd>{describe(getBuild(app), release(app))}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>API</dt>
          <dd>
            {apiBuild
              ? `${apiBuild.version}${apiBuild.commit ? ` (${apiBuild.commit})` : ''}`
              : health.error
                ? 'Unavailable'
                : 'Loading…'}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
