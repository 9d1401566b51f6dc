import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Inspection } from '@vve/contract/calls/inspections';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { routes } from '../../../lib/routes';
import { InspectionStateBadge } from './inspection-state';

/** Inspections as cards that open inspectionDetails: state, aspect type, complex and plan date. */
export const InspectionList = ({ inspections }: { inspections: readonly Inspection[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
    {inspections.map((inspection) => (
      <li key={inspection.id}>
        <UnstyledButton
          component={Link}
          to={generatePath(routes.inspectionDetails, { inspection: String(inspection.id) })}
          display="block"
          w="100%"
        >
          <Card withBorder padding="sm">
            <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <Text fw={600}>{inspection.aspect.aspectType.name}</Text>
              <InspectionStateBadge state={inspection.state} />
            </Group>
            <Text size="sm">{inspection.aspect.complexName}</Text>
            {inspection.planDate !== null && (
              <Text size="sm" c="gray.7">
                <DateText value={inspection.planDate} />
              </Text>
            )}
          </Card>
        </UnstyledButton>
      </li>
    ))}
  </Stack>
);
