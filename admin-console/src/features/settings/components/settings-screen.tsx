import { useState } from 'react';
import {
  ErrorBanner,
  SITE_SETTINGS_ID,
  getErrorMessage,
  useGetAdminSiteSettingsQuery,
} from '@mwangaza/shared';
import type { Locale } from '@mwangaza/shared/i18n';
import { ConsoleScreen } from '../../../components/console-screen';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { SectionNav } from '../../../components/section-nav';
import { HistoryPanel } from '../../../resource/history/history-panel';
import { SECTION_LABELS, SETTINGS_SECTIONS, sectionAnchor } from '../settings-labels';
import { SettingsForm } from './settings-form';
import styles from './settings.module.css';

const HISTORY_ANCHOR = 'settings-history';
/** The form's sections and the history, for the jump list. */
const NAV_SECTIONS = [
  ...SETTINGS_SECTIONS.map(({ key, title }) => ({ id: sectionAnchor(key), title })),
  { id: HISTORY_ANCHOR, title: 'History' },
];

/** /admin/settings: the facts and texts of the public site (contact details, hours, home page, footer). */
export function SettingsScreen() {
  return (
    <ConsoleScreen
      title="Site settings"
      description="The phone number, e-mail, office, business hours and social links, the home page's hero, counters, principles and tools, and the footer's service links. A save shows on the public site at the next page load; every save is kept in the history and can be restored."
      only="admins"
      notice="Site settings are changed by administrators."
    >
      <SettingsEditor />
    </ConsoleScreen>
  );
}

function SettingsEditor() {
  const { data, error, isLoading, refetch } = useGetAdminSiteSettingsQuery();
  // The console stays in English: this is the language of the texts edited, kept when a save redraws the form.
  const [language, setLanguage] = useState<Locale>('en');
  if (isLoading) return <CenteredSpinner label="Loading settings..." />;
  if (!data)
    return (
      <ErrorBanner
        message={getErrorMessage(error, 'Failed to load the site settings')}
        onRetry={() => void refetch()}
      />
    );
  return (
    <div className={styles.layout}>
      <SectionNav label="Settings sections" sections={NAV_SECTIONS} />
      <div className={styles.content}>
        {/* A new version (a save, a restore, someone else's save reloaded) starts the form from it. */}
        <SettingsForm
          key={data.version}
          record={data}
          onReload={() => void refetch()}
          language={language}
          onLanguageChange={setLanguage}
        />
        <HistoryPanel
          collection="settings"
          id={SITE_SETTINGS_ID}
          labels={SECTION_LABELS}
          canRestore
          anchorId={HISTORY_ANCHOR}
        />
      </div>
    </div>
  );
}
