import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Labelled values as a description list: stacked where narrow, label and value side by side where the list is 36rem wide. */
export const DetailList = ({ details }: { details: readonly Detail[] }) => (
  <Box component="dl" m={0} className={classes.list}>
    {details.map(({ label, value }) => (
      <div key={label} className={classes.row}>
        <Text component="dt" size="sm" c="gray.7">
          {label}
        </Text>
        <Text component="dd" m={0} className={classes.value}>
          {value}
        </Text>
      </div>
    ))}
  </Box>
);
