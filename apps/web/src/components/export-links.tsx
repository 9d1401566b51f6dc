import { Box, Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportFormat } from '@vve/contract/calls/office-exports';
import { callPath, type CallDefinition } from '@vve/contract/define-call';
import { apiHost } from '../lib/api-host';
import { useTranslation } from '../lib/i18n/i18n';

/** A list's filters as its call's query holds them: only those set (a page is never part of an export). */
export type ExportFilters = Readonly<Record<string, unknown>>;

/**
 * The address of a list's export in `format` with the list's filters (and the params of its path): a plain
 * download, the session cookie along.
 */
export const exportUrl = (
  call: CallDefinition,
  filters: ExportFilters,
  format: string,
  params?: Record<string, number>,
): string => {
  const query = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(filters)) {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (name !== 'page' && text !== '') query.set(name, text);
  }
  return `${apiHost}${callPath(call.path, params)}?${query.toString()}`;
};

interface ExportLinksProps {
  /** The list's export call (contract calls/office-exports). */
  call: CallDefinition;
  /** The filters the screen shows the list with. */
  filters?: ExportFilters;
  /** The params of the call's path (the complex whose register it is). */
  params?: Record<string, number>;
  /** What the group is called ('Export' unless told otherwise) and what its links download. */
  label?: string;
  title?: string;
  /** The formats it offers, each with its link's text: CSV and Excel unless told otherwise. */
  formats?: readonly { format: string; label: string }[];
}

/**
 * 'Export': the list as the screen filters it, every row (not the page), as a CSV file or an Excel workbook. Plain
 * download links: the browser sends the session cookie along and saves the file under the server's name.
 */
export const ExportLinks = ({ call, filters = {}, params, label, title, formats }: ExportLinksProps) => {
  const { t } = useTranslation();
  const offered = formats ?? [
    { format: 'csv' satisfies ExportFormat, label: t('CSV') },
    { format: 'xlsx' satisfies ExportFormat, label: t('Excel') },
  ];
  const link = ({ format, label }: { format: string; label: string }) => (
    <Button
      key={format}
      component="a"
      variant="default"
      href={exportUrl(call, filters, format, params)}
      download
      title={title ?? t('Every row that matches the filters')}
    >
      {label}
    </Button>
  );
  return (
    <Box role="group" aria-label={label ?? t('Export')}>
      <Button.Group>
        <Button.GroupSection variant="default" aria-hidden>
          <IconDownload size={18} />
          {label ?? t('Export')}
        </Button.GroupSection>
        {offered.map(link)}
      </Button.Group>
    </Box>
  );
};
