import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AuditEntry } from '@vve/contract/calls/office';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { DateText } from './date-text';
import { RecordTable } from './record-table';
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
        <RecordTable
          id={panelId}
          items={entries}
          rowKey={(_, index) => index}
          minWidth={480}
          small
          columns={[
            { header: t('When'), cell: (entry) => <DateText value={entry.at} withTime /> },
            { header: t('Who'), cell: (entry) => entry.by?.naam ?? t('The system') },
            { header: t('Action'), monospace: true, cell: (entry) => entry.action },
            { header: t('Details'), cell: (entry) => <Details details={entry.details} /> },
          ]}
        />
      )}
    </Stack>
  );
};
