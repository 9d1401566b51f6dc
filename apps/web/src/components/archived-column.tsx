import type { TFunction } from '../lib/i18n/i18n';
import { DateText } from './date-text';
import type { Column } from './record-table';

/** 'Archived on' in a list of records that can be archived: the date, or nothing for a record in use. */
export const archivedColumn = <T extends { archivedAt: string | null }>(t: TFunction): Column<T> => ({
  header: t('Archived on'),
  cell: (record) => record.archivedAt !== null && <DateText value={record.archivedAt} />,
});
