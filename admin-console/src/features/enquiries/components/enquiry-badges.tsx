import type { Delivery, EnquiryStage } from '@mwangaza/shared';
import { formatNairobiTime } from '@mwangaza/shared';
import { STAGE_LABELS } from '../lib/stages';
import styles from './enquiries.module.css';

const STAGE_TONES: Record<EnquiryStage, string | undefined> = {
  new: styles.badgeNew,
  contacted: styles.badgeWait,
  meeting: styles.badgeWait,
  qualified: styles.badgeWait,
  proposal: styles.badgeWait,
  won: styles.badgeOk,
  lost: styles.badgeMuted,
};

export function StageBadge({ stage }: { stage: EnquiryStage }) {
  return <span className={`${styles.badge} ${STAGE_TONES[stage]}`}>{STAGE_LABELS[stage]}</span>;
}

const DELIVERY_LABELS = { sent: 'Sent', pending: 'Pending', failed: 'Failed' } as const;

/** Why a delivery is in its state, for the badge's title: the SMTP error, the next try, or a note. */
export function deliveryDetail(delivery: Delivery): string | undefined {
  if (delivery.lastError) return delivery.lastError;
  if (delivery.state === 'pending' && delivery.nextAttemptAt)
    return `Next attempt ${formatNairobiTime(delivery.nextAttemptAt)}`;
  return delivery.note;
}

export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const tone =
    delivery.state === 'sent'
      ? styles.badgeOk
      : delivery.state === 'failed'
        ? styles.badgeBad
        : styles.badgeWait;
  return (
    <span className={`${styles.badge} ${tone}`} title={deliveryDetail(delivery)}>
      {DELIVERY_LABELS[delivery.state]}
    </span>
  );
}
