import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a screen: an h2 and its content. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack component="section" gap="xs">
    <Title order={2} size="h4">
      {title}
    </Title>
    {children}
  </Stack>
);
