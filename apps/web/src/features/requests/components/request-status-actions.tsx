import { Button, Group, Stack } from '@mantine/core';
import type { ReportStatus } from '@vve/contract/enums';
import { needsReason, REPORT_TRANSITIONS } from '@vve/contract/rules/request-transitions';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError } from '../../../lib/api-error';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useChangeRequestStatus } from '../api/change-request-status';

/** A move back into handling of a request that was resolved or rejected. */
const isReopening = (from: ReportStatus, to: ReportStatus) => from !== 'NIEUW' && to === 'IN_BEHANDELING';

/** The button that moves a request from one status to the next. */
const transitionLabel = (from: ReportStatus, to: ReportStatus, t: TFunction): string => {
  if (to === 'OPGELOST') return t('Resolve');
  if (to === 'AFGEWEZEN') return t('Reject');
  return isReopening(from, to) ? t('Reopen') : t('Take into handling');
};

interface StatusActionsProps {
  requestId: number;
  /** The status the page shows: the change names it, so that a change made meanwhile is not overwritten. */
  status: ReportStatus;
}

/**
 * The request's next statuses as buttons ('Take into handling', 'Resolve', 'Reject' with a reason, 'Reopen' with
 * one if the administrator gives it).
 * A change that lost to another administrator's says so with the server's message, and the page shows the
 * request as it is now.
 */
export const StatusActions = ({ requestId, status }: StatusActionsProps) => {
  const { t } = useTranslation();
  const change = useChangeRequestStatus(requestId);
  const [asking, setAsking] = useState<'AFGEWEZEN' | 'IN_BEHANDELING' | null>(null);
  const move = (to: ReportStatus, reason?: string) => {
    change.mutate(
      { from: status, to, ...(reason !== undefined && { reason }) },
      {
        onSuccess: () => {
          notify(t('The status has been changed.'));
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {REPORT_TRANSITIONS[status].map((to) => (
          <Button
            key={to}
            variant={needsReason(to) ? 'default' : 'filled'}
            disabled={change.isPending}
            onClick={() => {
              if (needsReason(to)) setAsking('AFGEWEZEN');
              else if (isReopening(status, to)) setAsking('IN_BEHANDELING');
              else move(to);
            }}
          >
            {transitionLabel(status, to, t)}
          </Button>
        ))}
      </Group>
      {change.error && (
        <FailureAlert
          error={change.error}
          failed={
            change.error instanceof ApiError && change.error.status === 409
              ? t('Someone else changed this request meanwhile. The page now shows its current state.')
              : t('The status could not be changed.')
          }
        />
      )}
      <ReasonDialog
        opened={asking === 'AFGEWEZEN'}
        title={t('Reject the request')}
        label={t('Reason')}
        description={t('The resident reads the reason.')}
        missing={t('A rejection needs a reason.')}
        confirmLabel={t('Reject the request')}
        onDismiss={() => {
          setAsking(null);
        }}
        onConfirm={(reason) => {
          setAsking(null);
          move('AFGEWEZEN', reason);
        }}
      />
      <ReasonDialog
        opened={asking === 'IN_BEHANDELING'}
        title={t('Reopen the request')}
        label={t('Reason (optional)')}
        description={t('The resident reads the reason in the history of their request.')}
        confirmLabel={t('Reopen')}
        confirmColor="blue"
        onDismiss={() => {
          setAsking(null);
        }}
        onConfirm={(reason) => {
          setAsking(null);
          move('IN_BEHANDELING', reason === '' ? undefined : reason);
        }}
      />
    </Stack>
  );
};
