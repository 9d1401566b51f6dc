import type { AgendaItem } from '@vve/contract/calls/meetings';
import type { TFunction } from '../../../lib/i18n/i18n';

type Rule = NonNullable<AgendaItem['rule']>;

/** A share as it is written and chosen: 2/3. */
export const shareText = ({ numerator, denominator }: { numerator: number; denominator: number }) =>
  `${String(numerator)}/${String(denominator)}`;

/** How a decision item is decided, in words: its majority, and its quorum when it needs one. */
export const decisionRuleText = (rule: Rule, t: TFunction): string => {
  const majority =
    rule.majority === 'absolute'
      ? t('An absolute majority of the votes cast')
      : t('At least {{share}} of the votes cast', { share: shareText(rule.majority.atLeast) });
  return rule.quorum === null
    ? majority
    : `${majority}; ${t('{{share}} of all votes present or represented', { share: shareText(rule.quorum) })}`;
};
