import { Paper, Stack, type MantineSpacing, type MantineStyleProps } from '@mantine/core';
import type { ReactNode } from 'react';

type PlainListProps = MantineStyleProps & {
  children: ReactNode;
  'aria-label'?: string;
  gap?: MantineSpacing | number;
  /** Items side by side, wrapping at the end of the line, instead of one below the other. */
  row?: boolean;
  /** In a bordered box with the items edge to edge, for a list of links. */
  bordered?: boolean;
};

/** A list without bullets or indent: its items (each an `li`) one below the other, or side by side, with a gap. */
export const PlainList = ({ row = false, bordered = false, gap = 'xs', ...props }: PlainListProps) =>
  bordered ? (
    <Paper
      withBorder
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none', overflow: 'hidden' }}
      {...props}
    />
  ) : (
    <Stack
      component="ul"
      gap={gap}
      p={0}
      m={0}
      style={{ listStyle: 'none', flexFlow: row ? 'row wrap' : undefined }}
      {...props}
    />
  );
