import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n';

/** What is counted, one message per item of the list. */
const COUNTED: MessageId[] = [
  'privacy.analyticsPages',
  'privacy.analyticsReferrer',
  'privacy.analyticsCampaign',
  'privacy.analyticsDevice',
  'privacy.analyticsEvents',
  'privacy.analyticsSpeed',
];

const EXPLAINED: MessageId[] = [
  'privacy.analyticsStorage',
  'privacy.analyticsHash',
  'privacy.analyticsDnt',
  'privacy.analyticsRetention',
];

/** What the site counts about visits, without cookies, and how long it keeps it. */
export function PrivacyAnalyticsSection() {
  return (
    <section aria-labelledby="privacy-analytics">
      <h2 id="privacy-analytics">
        <FormattedMessage id="privacy.analyticsTitle" />
      </h2>
      <p>
        <FormattedMessage id="privacy.analyticsIntro" />
      </p>
      <ul>
        {COUNTED.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
      {EXPLAINED.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} />
        </p>
      ))}
    </section>
  );
}
