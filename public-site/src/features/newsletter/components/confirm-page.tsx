import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { track, useConfirmSubscriptionMutation } from '@mwangaza/shared';
import { useSearchParams } from '@mwangaza/shared/router';
import { ButtonLink, useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { NewsletterLinkPage } from './newsletter-link-page';

/**
 * /newsletter/confirm?token=…: the confirmation e-mail's link. The page confirms with a POST once it runs
 * in a browser, so a mail scanner that fetches the link (and runs no script) confirms nothing.
 */
export function ConfirmPage() {
  const t = useT();
  usePageMeta(t('confirm.metaTitle'), t('newsletter.lead'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isUninitialized, isLoading, isSuccess, error }] = useConfirmSubscriptionMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || token.length < 10) return;
    asked.current = true;
    confirm(token)
      .unwrap()
      .then(() => track('newsletter_confirmed'))
      .catch(() => undefined);
  }, [confirm, token]);

  if (isSuccess)
    return (
      <NewsletterLinkPage
        titleId="confirm.doneTitle"
        actions={
          <ButtonLink to="/insights">
            <FormattedMessage id="confirm.readInsights" />
          </ButtonLink>
        }
      >
        <FormattedMessage id="confirm.doneText" />
      </NewsletterLinkPage>
    );
  // A refused link (used, expired, incomplete) is a 400; anything else is the connection or the server.
  const refused = token.length < 10 || (error && 'status' in error && error.status === 400);
  if (refused)
    return (
      <NewsletterLinkPage titleId="confirm.failedTitle">
        <FormattedMessage id="confirm.failedText" />
      </NewsletterLinkPage>
    );
  if (error)
    return (
      <NewsletterLinkPage titleId="confirm.errorTitle">
        <FormattedMessage id="confirm.errorText" />
      </NewsletterLinkPage>
    );
  return (
    <NewsletterLinkPage titleId="confirm.metaTitle">
      {(isUninitialized || isLoading) && <FormattedMessage id="confirm.confirming" />}
    </NewsletterLinkPage>
  );
}
