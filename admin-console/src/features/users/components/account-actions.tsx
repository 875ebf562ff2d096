import { useState } from 'react';
import { getErrorMessage, type User } from '@mwangaza/shared';
import {
  useToast,
  ConfirmDialog,
  useResetUserTwoFactorMutation,
  useSetUserDisabledMutation,
  useSignUserOutEverywhereMutation,
} from '@mwangaza/shared/console';
import { RowMenu, type RowMenuItem } from '../../../components/row-menu';
import { SendResetDialog } from './send-reset-dialog';

type Pending = 'reset' | 'disable' | 'signOut' | 'resetTwoFactor' | null;

/**
 * A user's row actions, in one menu: e-mail a password-reset link, disable or re-enable the account, sign the
 * user out everywhere, and reset the two-factor sign-in of someone who lost their authenticator and recovery
 * codes (each after a confirmation). Your own account offers only the reset link.
 */
export function AccountActions({ user, isMe }: { user: User; isMe: boolean }) {
  const [setDisabled, disabling] = useSetUserDisabledMutation();
  const [signOut, signingOut] = useSignUserOutEverywhereMutation();
  const [resetTwoFactor, resettingTwoFactor] = useResetUserTwoFactorMutation();
  const [pending, setPending] = useState<Pending>(null);
  const toast = useToast();

  const run = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const result = await work();
      toast.show(result.message ?? 'Done', 'success');
      setPending(null);
    } catch (error) {
      toast.show(getErrorMessage(error, fallback), 'error');
    }
  };

  const enable = () =>
    run(async () => {
      await setDisabled({ id: user.id, disabled: false }).unwrap();
      return { message: `${user.fullName} can sign in again` };
    }, 'The account could not be enabled');

  const items: RowMenuItem[] = user.disabled
    ? [{ label: 'Enable', onSelect: () => void enable() }]
    : [
        { label: 'Send reset link', onSelect: () => setPending('reset') },
        ...(isMe
          ? []
          : [
              { label: 'Sign out everywhere', onSelect: () => setPending('signOut') },
              ...(user.twoFactorEnabled
                ? [{ label: 'Reset two-factor', onSelect: () => setPending('resetTwoFactor') }]
                : []),
              { label: 'Disable', danger: true, onSelect: () => setPending('disable') },
            ]),
      ];

  return (
    <>
      <RowMenu label={`Actions for ${user.fullName}`} items={items} />
      <SendResetDialog user={user} open={pending === 'reset'} onClose={() => setPending(null)} />
      <ConfirmDialog
        open={pending === 'signOut'}
        title="Sign out everywhere?"
        message={`${user.email} will be signed out on every device and must sign in again.`}
        confirmLabel="Sign out everywhere"
        busy={signingOut.isLoading}
        onConfirm={() => run(() => signOut({ id: user.id }).unwrap(), 'The user could not be signed out')}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'resetTwoFactor'}
        title="Reset two-factor sign-in?"
        message={`Only for someone who lost both their authenticator app and their recovery codes: make sure it is really ${user.fullName} asking. Two-factor sign-in will be off for ${user.email}, who will be signed out everywhere and told by e-mail, and can then sign in with their password alone until they set it up again.`}
        confirmLabel="Reset two-factor"
        busy={resettingTwoFactor.isLoading}
        onConfirm={() =>
          run(() => resetTwoFactor({ id: user.id }).unwrap(), 'Two-factor sign-in could not be reset')
        }
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'disable'}
        title="Disable this account?"
        message={`${user.email} will be signed out everywhere and cannot sign in until the account is enabled again.`}
        confirmLabel="Disable account"
        busy={disabling.isLoading}
        onConfirm={() =>
          run(async () => {
            await setDisabled({ id: user.id, disabled: true }).unwrap();
            return { message: `${user.fullName} is disabled` };
          }, 'The account could not be disabled')
        }
        onCancel={() => setPending(null)}
      />
    </>
  );
}
