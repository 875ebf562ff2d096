import { useEffect, useState } from 'react';
import { Button, type Booking } from '@mwangaza/shared';
import { Modal } from '@mwangaza/shared/console';
import { TextArea } from '@mwangaza/shared/controls';

/** The API keeps up to this many characters of the message to the visitor. */
export const CANCEL_MESSAGE_MAX = 1_000;

interface Props {
  booking: Booking | null;
  /** "Monday, 7 December 2026, 09:00 EAT": the call as the reader sees it. */
  when: string;
  busy: boolean;
  onConfirm(message: string): void;
  onClose(): void;
}

/**
 * Cancelling a call: the visitor is e-mailed the cancellation (and the calendar's CANCEL), with the optional
 * message. Keeping the call takes the focus, so Enter never cancels by reflex.
 */
export function CancelBookingDialog({ booking, when, busy, onConfirm, onClose }: Props) {
  const [message, setMessage] = useState('');
  useEffect(() => setMessage(''), [booking?.id]);
  const dismiss = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open={booking !== null}
      title="Cancel this call?"
      onClose={dismiss}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={dismiss} disabled={busy} data-autofocus>
            Keep the call
          </Button>
          <Button variant="danger" onClick={() => onConfirm(message.trim())} loading={busy}>
            Cancel the call
          </Button>
        </>
      }
    >
      {booking && (
        <>
          <p>
            {booking.name}’s call with {booking.consultant.name} on {when} will be cancelled, its time offered
            to others, and {booking.email} told by e-mail.
          </p>
          <TextArea
            label="Message to the visitor (optional)"
            hint="Sent in the cancellation e-mail, e.g. why, or an offer of another time."
            value={message}
            maxLength={CANCEL_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
          />
        </>
      )}
    </Modal>
  );
}
