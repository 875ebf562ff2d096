import { Section } from '@mwangaza/shared';
import { Accordion, type AccordionItem } from '@mwangaza/shared/controls';
import styles from './contact-faq.module.css';
import { useT, type MessageId } from '../../../i18n';

/** The questions, by id: each one's question and answer are messages of the language catalogs. */
const FAQ: { id: string; question: MessageId; answer: MessageId }[] = [
  { id: 'engagement', question: 'contact.faqEngagementQ', answer: 'contact.faqEngagementA' },
  { id: 'pricing', question: 'contact.faqPricingQ', answer: 'contact.faqPricingA' },
  { id: 'security', question: 'contact.faqSecurityQ', answer: 'contact.faqSecurityA' },
  { id: 'outside-kenya', question: 'contact.faqAbroadQ', answer: 'contact.faqAbroadA' },
];

/** Four common questions; one answer open at a time (the Accordion's rule). */
export function ContactFaq() {
  const t = useT();
  const items: AccordionItem[] = FAQ.map(({ id, question, answer }) => ({
    id,
    title: t(question),
    content: <p>{t(answer)}</p>,
  }));
  return (
    <Section eyebrow={t('contact.faqEyebrow')} title={t('contact.faqTitle')} className={styles.section}>
      <div className={styles.inner}>
        <Accordion items={items} />
      </div>
    </Section>
  );
}
