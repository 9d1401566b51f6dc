import type { ProposalReason } from '@vve/contract/rules/plan-proposals';
import type { TFunction } from '../../../lib/i18n/i18n';

/** Why an element's latest score moves a line, and to when, in words. */
export const proposalReasonText = (reason: ProposalReason, t: TFunction): string =>
  ({
    overdue: t('Overdue maintenance: next year'),
    moderate: t('Moderate: within 3 years'),
    renewed: t('Renewed: at the end of its life'),
  })[reason];
