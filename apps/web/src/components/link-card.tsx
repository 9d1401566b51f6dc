import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './link-card.module.css';

/** A bordered card that opens a screen: the whole card is the link, lit up under the pointer and at focus. */
export const LinkCard = ({ to, children }: { to: string; children: ReactNode }) => (
  <Paper component={Link} to={to} withBorder p="sm" className={classes.card}>
    {children}
  </Paper>
);
