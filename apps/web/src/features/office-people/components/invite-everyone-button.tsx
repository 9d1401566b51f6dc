import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FailureAlert } from '../../../components/failure-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useInviteEveryone } from '../api/invite-everyone';

/**
 * 'Invite everyone not yet invited' (after an import, say): asks first, then says how many invitations went out
 * and how many people still wait for one (a call invites at most 1,000).
 */
export const InviteEveryoneButton = () => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const invite = useInviteEveryone();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward aria-hidden size={18} />}
        loading={invite.isPending}
        onClick={() => {
          setAsking(true);
        }}
      >
        {t('Invite everyone not yet invited')}
      </Button>
      {invite.error && <FailureAlert error={invite.error} failed={t('The invitations were not sent.')} />}
      <ConfirmDialog
        opened={asking}
        message={t(
          'Send an invitation to everyone who has an email address, no password and no invitation that still works?',
        )}
        confirmLabel={t('Send the invitations')}
        onCancel={() => {
          setAsking(false);
        }}
        onConfirm={() => {
          setAsking(false);
          invite.mutate(undefined, {
            onSuccess: ({ invited, left }) => {
              notify(
                left === 0
                  ? t('{{count}} invitations have been sent.', { count: invited })
                  : t(
                      '{{count}} invitations have been sent; {{left}} people still wait for one: invite again.',
                      {
                        count: invited,
                        left,
                      },
                    ),
              );
            },
          });
        }}
      />
    </>
  );
};
