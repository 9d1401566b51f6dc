import { Button, Stack } from '@mantine/core';
import type { MaintenancePlan, PlanProposal } from '@vve/contract/calls/maintenance-plan';
import { IconChecks } from '@tabler/icons-react';
import { RecordTable } from '../../../components/record-table';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useAcceptPlanProposals } from '../api/accept-plan-proposals';
import { InspectionLink } from './inspection-link';
import { PLAN_REFUSALS } from './plan-refusals';
import { proposalReasonText } from './proposal-reason';
import { elementText, workText } from '../plan-work';

interface PlanProposalsProps {
  plan: MaintenancePlan;
  /** Whether the proposals can be accepted here (the draft of a complex in use). */
  editable: boolean;
}

/**
 * What the elements' latest scores propose for the draft's lines: each line's element and work, the year it
 * moves from and to, why (in words, with the score and a link to its inspection), and 'Accept'; 'Accept all'.
 */
export const PlanProposals = ({ plan, editable }: PlanProposalsProps) => {
  const { t } = useTranslation();
  const accept = useAcceptPlanProposals(plan.complex.id);
  const lines = new Map(plan.lines.map((line) => [line.id, line]));
  const send = (lineIds: number[]) => {
    accept.mutate(lineIds, {
      onSuccess: () => {
        notify(t('{{count}} proposals have been accepted.', { count: lineIds.length }));
      },
    });
  };
  const workOf = (proposal: PlanProposal) => {
    const line = lines.get(proposal.lineId);
    return line ? workText(line, t) : '';
  };
  return (
    <Stack gap="sm">
      <RecordTable
        items={plan.proposals}
        rowKey={(proposal) => proposal.lineId}
        minWidth={880}
        columns={[
          {
            header: t('Element'),
            cell: (proposal) => {
              const line = lines.get(proposal.lineId);
              return line && elementText(line, t);
            },
          },
          { header: t('Work'), cell: workOf },
          {
            header: t('Year'),
            cell: (proposal) => t('{{from}} → {{to}}', { from: proposal.fromYear, to: proposal.toYear }),
          },
          {
            header: t('Why'),
            cell: (proposal) => (
              <>
                {proposalReasonText(proposal.reason, t)}
                <br />
                <InspectionLink inspectionId={proposal.inspectionId} score={proposal.score} />
              </>
            ),
          },
          editable && {
            header: t('Actions'),
            width: 120,
            cell: (proposal) => (
              <Button
                variant="default"
                size="compact-sm"
                aria-label={t('Accept the proposal for {{work}}', { work: workOf(proposal) })}
                disabled={accept.isPending}
                onClick={() => {
                  send([proposal.lineId]);
                }}
              >
                {t('Accept')}
              </Button>
            ),
          },
        ]}
      />
      {editable && (
        <Button
          variant="default"
          leftSection={<IconChecks aria-hidden size={18} />}
          style={{ alignSelf: 'flex-start' }}
          loading={accept.isPending}
          onClick={() => {
            send(plan.proposals.map((proposal) => proposal.lineId));
          }}
        >
          {t('Accept all')}
        </Button>
      )}
      {accept.error && (
        <RefusalAlert
          error={accept.error}
          failed={t('The proposals could not be accepted.')}
          explained={PLAN_REFUSALS}
        />
      )}
    </Stack>
  );
};
