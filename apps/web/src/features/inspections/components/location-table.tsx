import { ColorSwatch, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { InspectionState } from '@vve/contract/enums';
import type { AspectElement } from '@vve/contract/calls/aspects';
import type { ElementStateEntry } from '@vve/contract/calls/inspections';
import { countElementStates, visibleCounters } from '@vve/contract/rules/element-state-counters';
import { useTranslation } from '../../../lib/i18n/i18n';
import { generatePath, Link } from 'react-router';
import { routes } from '../../../lib/routes';
import { StatusBadge } from '../../../components/status-badge';
import { INSPECTION_STATES } from '../../../components/inspection-state';
import { PlainList } from '../../../components/plain-list';

interface LocationTableProps {
  inspectionId: number;
  elements: readonly AspectElement[];
  entries: readonly ElementStateEntry[];
}

/** What the counters' colours mean: each state's colour with its name. */
const StateLegend = () => {
  const { t } = useTranslation();
  return (
    <PlainList row gap="sm" mt="xs" aria-label={t('Element state')}>
      {InspectionState.options.map((state) => (
        <Group key={state} gap={4} component="li" wrap="nowrap">
          <ColorSwatch
            color={`var(--mantine-color-${INSPECTION_STATES[state].color.replace('.', '-')})`}
            size={12}
            aria-hidden
          />
          <Text size="xs">{INSPECTION_STATES[state].label(t)}</Text>
        </Group>
      ))}
    </PlainList>
  );
};

/**
 * 'State per element' (spec §2): per location the number of elements and coloured counters per state above 0,
 * with a legend of the colours.
 */
export const LocationTable = ({ inspectionId, elements, entries }: LocationTableProps) => {
  const { t } = useTranslation();
  const rows = countElementStates(elements, entries);
  return (
    <>
      <Table.ScrollContainer minWidth={300}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Location')}</Table.Th>
              <Table.Th>{t('Amount of elements')}</Table.Th>
              <Table.Th>{t('Element state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.location}>
                <Table.Td>
                  <UnstyledButton
                    component={Link}
                    to={generatePath(routes.inspectionLocationDetails, {
                      inspection: String(inspectionId),
                      location: row.location,
                    })}
                    c="blue.8"
                    td="underline"
                  >
                    {row.location}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{row.elementCount}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {visibleCounters(row.counters).map(({ state, count }) => {
                      const label = INSPECTION_STATES[state].label(t);
                      return (
                        <StatusBadge
                          key={state}
                          look={INSPECTION_STATES[state]}
                          role="img"
                          aria-label={`${label}: ${count}`}
                          title={label}
                        >
                          <Text span inherit aria-hidden>
                            {count}
                          </Text>
                        </StatusBadge>
                      );
                    })}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <StateLegend />
    </>
  );
};
