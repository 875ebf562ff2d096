import { site, telHref } from '@mwangaza/shared';
import { CtaPanel } from '../../../lib/cta-panel';
import styles from '../../../lib/cta-panel.module.css';
import { ButtonLink, useSiteSettings } from '../../../i18n';

interface ContactCtaProps {
  title?: string;
  text?: string;
}

/** The closing call to action of the services pages. */
export function ContactCta({
  title = 'Ready to put your data to work?',
  text = `Tell us about the decisions you want to make better. A consultant will reply ${site.replyPromise} with next steps, not a sales script.`,
}: ContactCtaProps) {
  const { phone } = useSiteSettings().settings.contact;
  return (
    <CtaPanel label="Contact us" title={title} text={text}>
      <ButtonLink to="/contact" size="lg">
        Start a Conversation
      </ButtonLink>
      <a href={telHref(phone)} className={styles.phone}>
        or call {phone}
      </a>
    </CtaPanel>
  );
}
