import { ButtonLink, Container, site, telHref, useSiteSettings } from '@mwangaza/shared';
import styles from '../../../lib/cta-panel.module.css';

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
    <section className={styles.root} aria-label="Contact us">
      <Container>
        <div className={styles.panel}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.text}>{text}</p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to="/contact" size="lg">
              Start a Conversation
            </ButtonLink>
            <a href={telHref(phone)} className={styles.phone}>
              or call {phone}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
