import { Button, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AuditEntry } from '@vve/contract/calls/office';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { DateText } from './date-text';
import { useTranslation } from '../lib/i18n/i18n';

/** An audit event's details as 'name: value' lines. */
const Details = ({ details }: { details: AuditEntry['details'] }) => {
  if (details === null) return null;
  return (
    <Stack gap={0}>
      {Object.entries(details).map(([name, value]) => (
        <Text key={name} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {`${name}: ${String(value)}`}
        </Text>
      ))}
    </Stack>
  );
};

/**
 * The audit trail of a record (a request or a work order) for administrators: every change the server
 * recorded, oldest first, behind a button that shows or hides it.
 */
export const AuditTrail = ({ entries }: { entries: readonly AuditEntry[] }) => {
  const { t } = useTranslation();
  const [opened, toggle] = useDisclosure(false);
  const panelId = useId();
  if (entries.length === 0) return <Text c="gray.7">{t('Nothing has been recorded yet.')}</Text>;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        px={0}
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={opened}
        aria-controls={panelId}
        leftSection={
          opened ? <IconChevronDown aria-hidden size={16} /> : <IconChevronRight aria-hidden size={16} />
        }
        onClick={toggle.toggle}
      >
        {opened
          ? t('Hide the audit trail')
          : t('Show the audit trail ({{count}})', { count: entries.length })}
      </Button>
      {opened && (
        <Table.ScrollContainer minWidth={480} id={panelId}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('When')}</Table.Th>
                <Table.Th>{t('Who')}</Table.Th>
                <Table.Th>{t('Action')}</Table.Th>
                <Table.Th>{t('Details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <DateText value={entry.at} withTime />
                  </Table.Td>
                  <Table.Td>{entry.by?.naam ?? t('The system')}</Table.Td>
                  <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
                    {entry.action}
                  </Table.Td>
                  <Table.Td>
                    <Details details={entry.details} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};
