import { Group, Stack, Text } from '@mantine/core';
import { Money } from '../../../components/money';
import classes from './owner-plan-works.module.css';

interface OwnerWorkRowProps {
  /** What the work is about: its element, 'General', or 'Smaller work'. */
  label: string;
  /** What is done, when there is more to say. */
  work?: string;
  cost: number;
}

/** A line of a year's work: what and what it costs, the amount at the end (wrapping text on a narrow phone). */
export const OwnerWorkRow = ({ label, work, cost }: OwnerWorkRowProps) => (
  <Group component="li" className={classes.row} justify="space-between" align="flex-start" wrap="nowrap">
    <Stack gap={0} miw={0}>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      {work !== undefined && (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {work}
        </Text>
      )}
    </Stack>
    <Money amount={cost} fw={500} />
  </Group>
);
