import { useState } from 'react';
import { useLocation } from '@mwangaza/shared/router';
import {
  loadLeadSource,
  NEWSLETTER_CONSENT,
  useSubscribeMutation,
  type SubscribeForm,
  type ApiError,
} from '@mwangaza/shared';
import { useLocale } from '../../i18n';

export type SubscribeState = 'idle' | 'sending' | 'sent' | 'invalid' | 'limited' | 'failed';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Subscribes an address to the newsletter from a form on the page being read: its language, its path and
 * the consent text it showed go with the request as evidence, and where the visit began (as an enquiry's). The answer never says whether the address
 * was already subscribed.
 */
export function useSubscribe(form: SubscribeForm) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [subscribe] = useSubscribeMutation();
  const [state, setState] = useState<SubscribeState>('idle');

  const submit = async (email: string): Promise<boolean> => {
    if (!EMAIL.test(email.trim())) {
      setState('invalid');
      return false;
    }
    setState('sending');
    const source = loadLeadSource();
    try {
      await subscribe({
        email: email.trim(),
        locale,
        consentVersion: NEWSLETTER_CONSENT.version,
        page: pathname.slice(0, 300),
        form,
        // Where this visit began: the Traffic funnel credits the subscription, once confirmed, to it.
        ...(source ? { source } : {}),
      }).unwrap();
      setState('sent');
      return true;
    } catch (error) {
      setState(
        (error as ApiError).status === 429
          ? 'limited'
          : (error as ApiError).status === 400
            ? 'invalid'
            : 'failed',
      );
      return false;
    }
  };
  return { state, submit, consentText: NEWSLETTER_CONSENT.text[locale], reset: () => setState('idle') };
}
