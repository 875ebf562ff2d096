import { Section } from '@mwangaza/shared';
import { Accordion, type AccordionItem } from '@mwangaza/shared/controls';
import styles from './contact-faq.module.css';

export const FAQ_ITEMS: AccordionItem[] = [
  {
    id: 'engagement',
    title: 'How does an engagement with Mwangaza work?',
    content: (
      <p>
        It starts with a free 45-minute discovery call. If there is a fit, we run a one- to two-week scoping
        phase with your team and send a written proposal with fixed deliverables. Delivery then happens in
        two-week sprints, each ending with a demo, and we close with handover and training so your people can
        run what we built. Many clients keep us on a light support retainer afterwards.
      </p>
    ),
  },
  {
    id: 'pricing',
    title: 'How much does a project cost, and how long does it take?',
    content: (
      <p>
        It depends on the scope, so we quote a fixed price per phase after scoping: you know the cost before
        you commit. As a guide, dashboard and reporting projects usually take four to eight weeks, while data
        platforms and machine-learning models take three to six months. Ongoing support and
        analytics-as-a-service are billed as a monthly retainer.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How do you keep our data secure and compliant?',
    content: (
      <p>
        We work under Kenya’s Data Protection Act, 2019 and sign a data processing agreement and NDA before we
        touch any data. Where possible we work inside your own cloud or servers; otherwise data is encrypted
        in transit and at rest, access is limited to the named project team, and personal data is
        pseudonymised before analysis. For clients elsewhere we follow the local law too, such as Nigeria’s
        NDPA and the EU GDPR.
      </p>
    ),
  },
  {
    id: 'outside-kenya',
    title: 'Do you work with clients outside Kenya?',
    content: (
      <p>
        Yes. With teams in Nairobi, Lagos and Kigali we have delivered projects in 12 countries across Africa,
        Europe and the Middle East. Most work is done remotely with regular video check-ins, and we travel for
        kick-off workshops and training. We invoice in Kenya shillings, US dollars or euros.
      </p>
    ),
  },
];

/** Four common questions; one answer open at a time (the Accordion's rule). */
export function ContactFaq() {
  return (
    <Section eyebrow="FAQ" title="Frequently asked questions" className={styles.section}>
      <div className={styles.inner}>
        <Accordion items={FAQ_ITEMS} />
      </div>
    </Section>
  );
}
