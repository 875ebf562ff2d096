import { Container } from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactDetails } from './contact-details';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Tell Mwangaza Analytics about your data project. We reply within 24 hours. Call, e-mail or visit our office in Nairobi, Kenya.',
  );
  return (
    <>
      <header className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>Contact</p>
          <h1 className={styles.title}>Let’s talk about your data</h1>
          <p className={styles.lead}>
            Three short steps and we will have what we need to come back with first ideas, within 24 hours.
          </p>
        </Container>
      </header>
      <Container className={styles.layout}>
        <ContactForm />
        <ContactDetails />
      </Container>
      <ContactFaq />
    </>
  );
}
