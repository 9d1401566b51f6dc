import { Table, Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';

/** One column of a record table: its header, and what it shows of each record. */
export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /** A fixed width in pixels, for short values and the actions. */
  width?: number;
  /** Long unbroken text (an email address, a server's error) breaks anywhere rather than widening the table. */
  breakAnywhere?: boolean;
  /** A typewriter font, for codes and technical names. */
  monospace?: boolean;
}

interface RecordTableProps<T> {
  items: readonly T[];
  /** The columns in order; `false` leaves one out (the actions where nothing can be changed, say). */
  columns: readonly (Column<T> | false)[];
  rowKey: (item: T, index: number) => Key;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** Said instead of the table when there are no items; without it, an empty table shows its headers. */
  empty?: string;
  /**
   * 'list': records to open, with roomier rows that light up under the pointer; 'dense' (the default): records
   * read and changed in place, in small print where `small`.
   */
  look?: 'list' | 'dense';
  small?: boolean;
  id?: string;
  /** The table's name for screen readers, where no caption names it. */
  label?: string;
}

/** The back office's table of records: a header row, a row per record, stripes, and sideways scrolling where narrow. */
export const RecordTable = <T,>({
  items,
  columns,
  rowKey,
  minWidth,
  empty,
  look = 'dense',
  small = false,
  id,
  label,
}: RecordTableProps<T>) => {
  if (items.length === 0 && empty !== undefined) return <Text c="gray.7">{empty}</Text>;
  const shown = columns.filter((column) => column !== false);
  const align = (column: Column<T>) => (column.numeric ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth} id={id}>
      <Table
        striped
        highlightOnHover={look === 'list'}
        verticalSpacing={look === 'list' ? 'xs' : 4}
        fz={small ? 'sm' : undefined}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.header} w={column.width} ta={align(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={rowKey(item, index)}>
              {shown.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={align(column)}
                  ff={column.monospace ? 'monospace' : undefined}
                  style={column.breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}
                >
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
