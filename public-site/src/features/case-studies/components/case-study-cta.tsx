import { site } from '@mwangaza/shared';
import { CtaPanel } from '../../../lib/cta-panel';
import { ButtonLink } from '../../../i18n';

/** Closing call to action of the case-study pages. */
export function CaseStudyCta({ title = 'Have a challenge like these?' }: { title?: string }) {
  return (
    <CtaPanel
      label="Start a project"
      title={title}
      text={`Tell us about your data and the result you need. A consultant will reply ${site.replyPromise}.`}
    >
      <ButtonLink to="/contact" size="lg">
        Start Your Project
      </ButtonLink>
      <ButtonLink to="/services" variant="ghost" size="lg">
        Explore our services
      </ButtonLink>
    </CtaPanel>
  );
}
