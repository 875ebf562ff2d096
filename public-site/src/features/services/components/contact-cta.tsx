import { FormattedMessage } from 'react-intl';
import { telHref } from '@mwangaza/shared';
import { CtaPanel } from '../../../lib/cta-panel';
import styles from '../../../lib/cta-panel.module.css';
import { ButtonLink, useSiteSettings, useT } from '../../../i18n';

interface ContactCtaProps {
  title?: string;
  text?: string;
}

/** The closing call to action of the services pages. */
export function ContactCta({ title, text }: ContactCtaProps) {
  const t = useT();
  const { phone } = useSiteSettings().settings.contact;
  return (
    <CtaPanel
      label={t('services.ctaLabel')}
      title={title ?? t('services.ctaTitle')}
      text={text ?? t('services.ctaText')}
    >
      <ButtonLink to="/contact" size="lg">
        <FormattedMessage id="services.ctaButton" />
      </ButtonLink>
      <ButtonLink to="/book" size="lg" variant="secondary">
        <FormattedMessage id="cta.scheduleConsultation" />
      </ButtonLink>
      <a href={telHref(phone)} className={styles.phone}>
        <FormattedMessage id="services.ctaCall" values={{ phone }} />
      </a>
    </CtaPanel>
  );
}
