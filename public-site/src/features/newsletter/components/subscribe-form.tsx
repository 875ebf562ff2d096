import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, cx, type SubscribeForm as FormName } from '@mwangaza/shared';
import { Input } from '@mwangaza/shared/controls';
import { Link, useT, type MessageId } from '../../../i18n';
import { useSubscribe, type SubscribeState } from '../use-subscribe';
import styles from './subscribe-form.module.css';

const MESSAGES: Partial<Record<SubscribeState, MessageId>> = {
  invalid: 'newsletter.invalid',
  limited: 'newsletter.limited',
  failed: 'newsletter.failed',
};

const HEADINGS: Record<'footer' | 'insight', { title: MessageId; lead: MessageId }> = {
  footer: { title: 'newsletter.title', lead: 'newsletter.lead' },
  insight: { title: 'newsletter.insightTitle', lead: 'newsletter.insightLead' },
};

/**
 * The newsletter's subscribe form: an address, the consent text (sent as evidence with its version), and
 * the same thank-you whether the address was new or already subscribed. Once at the foot of every public
 * page and at the end of every insight.
 */
export function SubscribeForm({
  form,
  className,
}: {
  form: Exclude<FormName, 'contact'>;
  className?: string;
}) {
  const t = useT();
  const titleId = useId();
  const consentId = useId();
  const [email, setEmail] = useState('');
  const { state, submit, consentText, reset } = useSubscribe(form);
  const message = MESSAGES[state];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    if (await submit(email)) setEmail('');
  };

  return (
    <section className={cx(styles.root, styles[form], className)} aria-labelledby={titleId}>
      <div className={styles.copy}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id={HEADINGS[form].title} />
        </h2>
        <p className={styles.lead}>
          <FormattedMessage id={HEADINGS[form].lead} />
        </p>
      </div>
      {state === 'sent' ? (
        <p className={styles.sent} role="status">
          <FormattedMessage id="newsletter.sent" />{' '}
          <button type="button" className={styles.again} onClick={reset}>
            <FormattedMessage id="newsletter.another" />
          </button>
        </p>
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <div className={styles.row}>
            <Input
              className={styles.input}
              label={t('newsletter.emailLabel')}
              hideLabel
              placeholder={t('newsletter.emailLabel')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              aria-describedby={consentId}
              error={message ? t(message) : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (message) reset();
              }}
            />
            <Button type="submit" loading={state === 'sending'} className={styles.submit}>
              <FormattedMessage id={state === 'sending' ? 'newsletter.sending' : 'newsletter.submit'} />
            </Button>
          </div>
          <p id={consentId} className={styles.consent}>
            {consentText}{' '}
            <Link to="/privacy">
              <FormattedMessage id="footer.privacy" />
            </Link>
          </p>
        </form>
      )}
    </section>
  );
}
