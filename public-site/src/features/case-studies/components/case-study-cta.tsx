import { FormattedMessage } from 'react-intl';
import { CtaPanel } from '../../../lib/cta-panel';
import { ButtonLink, useT } from '../../../i18n';

/** Closing call to action of the case-study pages. */
export function CaseStudyCta({ title }: { title?: string }) {
  const t = useT();
  return (
    <CtaPanel
      label={t('caseStudies.ctaLabel')}
      title={title ?? t('caseStudies.ctaTitle')}
      text={t('caseStudies.ctaText')}
    >
      <ButtonLink to="/contact" size="lg">
        <FormattedMessage id="caseStudies.ctaPrimary" />
      </ButtonLink>
      <ButtonLink to="/services" variant="ghost" size="lg">
        <FormattedMessage id="caseStudies.ctaSecondary" />
      </ButtonLink>
    </CtaPanel>
  );
}
