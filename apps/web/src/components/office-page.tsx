import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface OfficePageProps {
  title: string;
  /** Above the title, such as the way back to the list. */
  before?: ReactNode;
  /** Beside the title, such as the page's main buttons. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page of the back office: its title (the page's only h1), its buttons, then its content. */
export const OfficePage = ({ title, before, actions, children }: OfficePageProps) => (
  <Stack gap="md" maw={1440}>
    {before}
    <Group justify="space-between" align="flex-start" gap="sm">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} flex="1 1 20rem">
        {title}
      </Title>
      {actions}
    </Group>
    {children}
  </Stack>
);
