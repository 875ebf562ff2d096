import { FormattedMessage } from 'react-intl';
import { Button, useDescribeUnsubscribeQuery, useUnsubscribeMutation } from '@mwangaza/shared';
import { useSearchParams } from '@mwangaza/shared/router';
import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { NewsletterLinkPage } from './newsletter-link-page';

const bold = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

/**
 * /newsletter/unsubscribe?token=…: the newsletter's unsubscribe link for people. Opening it changes
 * nothing (mail scanners open links); the button unsubscribes, without signing in.
 */
export function UnsubscribePage() {
  const t = useT();
  usePageMeta(t('unsubscribe.metaTitle'), t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = token.length >= 10;
  const about = useDescribeUnsubscribeQuery(token, { skip: !valid });
  const [unsubscribe, done] = useUnsubscribeMutation();
  const email = about.data?.email ?? '';

  if (!valid || (about.error && 'status' in about.error && about.error.status === 400))
    return (
      <NewsletterLinkPage titleId="unsubscribe.invalidTitle">
        <FormattedMessage id="unsubscribe.invalidText" />
      </NewsletterLinkPage>
    );
  if (about.error)
    return (
      <NewsletterLinkPage titleId="unsubscribe.title">
        <FormattedMessage id="unsubscribe.failed" />
      </NewsletterLinkPage>
    );
  if (!about.data)
    return (
      <NewsletterLinkPage titleId="unsubscribe.title">
        <FormattedMessage id="unsubscribe.loading" />
      </NewsletterLinkPage>
    );
  if (done.isSuccess || !about.data.subscribed)
    return (
      <NewsletterLinkPage titleId="unsubscribe.doneTitle">
        <FormattedMessage
          id={done.isSuccess ? 'unsubscribe.doneText' : 'unsubscribe.already'}
          values={{ email, b: bold }}
        />
      </NewsletterLinkPage>
    );
  return (
    <NewsletterLinkPage
      titleId="unsubscribe.title"
      actions={
        <Button loading={done.isLoading} onClick={() => void unsubscribe(token)}>
          <FormattedMessage id={done.isLoading ? 'unsubscribe.sending' : 'unsubscribe.button'} />
        </Button>
      }
    >
      <FormattedMessage id="unsubscribe.question" values={{ email, b: bold }} />
      {done.isError && (
        <p>
          <FormattedMessage id="unsubscribe.failed" />
        </p>
      )}
    </NewsletterLinkPage>
  );
}
