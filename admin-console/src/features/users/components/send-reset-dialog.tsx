import { type User } from '@mwangaza/shared';
import { ConfirmDialog, useSendUserPasswordResetMutation } from '@mwangaza/shared/console';
import { useToastOutcome } from '../../../components/use-toast-outcome';

/** E-mails a user a password-reset link, once confirmed (the user gets an e-mail they did not ask for). */
export function SendResetDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const [send, { isLoading }] = useSendUserPasswordResetMutation();
  const toastOutcome = useToastOutcome();

  const confirm = async () => {
    const sent = await toastOutcome(
      send({ id: user.id }).unwrap(),
      (answer) => answer.message,
      'The reset link could not be sent',
    );
    if (sent) onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title="Send a password reset link?"
      message={`${user.email} will get an e-mail with a link to choose a new password (valid 30 minutes). Their current password keeps working until they use it.`}
      confirmLabel="Send link"
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
