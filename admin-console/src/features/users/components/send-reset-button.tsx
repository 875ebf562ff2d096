import { useState } from 'react';
import { Button, type User } from '@mwangaza/shared';
import { ConfirmDialog, useSendUserPasswordResetMutation } from '@mwangaza/shared/console';
import { useToastOutcome } from '../../../components/use-toast-outcome';

/** E-mails a user a password-reset link, after a confirmation (the user gets an e-mail they did not ask for). */
export function SendResetButton({ user }: { user: User }) {
  const [send, { isLoading }] = useSendUserPasswordResetMutation();
  const [open, setOpen] = useState(false);
  const toastOutcome = useToastOutcome();

  const confirm = async () => {
    const sent = await toastOutcome(
      send({ id: user.id }).unwrap(),
      (answer) => answer.message,
      'The reset link could not be sent',
    );
    if (sent) setOpen(false);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Send reset link to ${user.fullName}`}
      >
        Send reset link
      </Button>
      <ConfirmDialog
        open={open}
        title="Send a password reset link?"
        message={`${user.email} will get an e-mail with a link to choose a new password (valid 30 minutes). Their current password keeps working until they use it.`}
        confirmLabel="Send link"
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
