import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page that needs no login (a password link's, an unsubscribe link's): one card in the middle. */
export const PublicPage = ({ children }: { children: ReactNode }) => (
  <Center component="main" mih="100dvh" p="md" bg="gray.0">
    <Paper withBorder shadow="sm" p="lg" w="100%" maw={420}>
      {children}
    </Paper>
  </Center>
);
