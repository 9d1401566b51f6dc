import { Group, Stack, Text } from '@mantine/core';
import { IconCalendarStats, IconChevronRight } from '@tabler/icons-react';
import { generatePath } from 'react-router';
import { LinkCard } from '../../../components/link-card';
import { useTranslation } from '../../../lib/i18n/i18n';
import { routes } from '../../../lib/routes';
import { useOwnerPlanSummary } from '../api/get-owner-plan-summary';

/**
 * The card that opens the complex's maintenance plan, for its owners only: it shows once the server answers the
 * owner's summary, which it answers to owners of the complex alone (404 to its tenants and anyone else). The
 * plan's screen then opens from the cache.
 */
export const OwnerPlanLink = ({ complexId }: { complexId: number }) => {
  const { t } = useTranslation();
  const summary = useOwnerPlanSummary(complexId);
  if (!summary.isSuccess) return null;
  return (
    <LinkCard to={generatePath(routes.vveMaintenancePlan, { vveId: String(complexId) })}>
      <Group gap="sm" wrap="nowrap">
        <IconCalendarStats aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} flex={1} miw={0}>
          <Text fw={600}>{t('Maintenance plan')}</Text>
          <Text size="sm" c="gray.7">
            {t('The big works of the coming years and the reserve fund')}
          </Text>
        </Stack>
        <IconChevronRight aria-hidden size={18} style={{ flexShrink: 0 }} />
      </Group>
    </LinkCard>
  );
};
