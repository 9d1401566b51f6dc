import { Button, Group, Text } from '@mantine/core';
import type { MapElement } from '@vve/contract/calls/condition-map';
import type { LinkProposal } from '@vve/contract/rules/model-link-proposals';
import { FailureAlert } from '../../../components/failure-alert';
import { PlainList } from '../../../components/plain-list';
import { Section } from '../../../components/section';
import { useTranslation } from '../../../lib/i18n/i18n';

interface LinkProposalsProps {
  proposals: readonly LinkProposal<MapElement>[];
  busy: boolean;
  /** Why the last link failed, if it did. */
  error: Error | null;
  onAccept: (proposal: LinkProposal<MapElement>) => void;
}

/**
 * Links the model's classes suggest for register elements without links (roofs, frames, stairs, railings by their
 * NL-SfB code), each for the administrator to accept.
 */
export const LinkProposals = ({ proposals, busy, error, onAccept }: LinkProposalsProps) => {
  const { t } = useTranslation();
  if (proposals.length === 0) return null;
  return (
    <Section title={t('Proposed links')}>
      {error && <FailureAlert error={error} failed={t('The link was not changed.')} />}
      <PlainList gap={4} aria-label={t('Proposed links')}>
        {proposals.map((proposal) => {
          const text = t('{{label}}: {{count}} model elements of its kind', {
            label: proposal.element.label,
            count: proposal.localIds.length,
          });
          return (
            <Group component="li" key={proposal.element.id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">{text}</Text>
              <Button
                size="compact-sm"
                variant="light"
                loading={busy}
                aria-label={t('Link {{proposal}}', { proposal: text })}
                onClick={() => {
                  onAccept(proposal);
                }}
              >
                {t('Link')}
              </Button>
            </Group>
          );
        })}
      </PlainList>
    </Section>
  );
};
