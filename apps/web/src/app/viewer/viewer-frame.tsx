import { Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The middle of the viewer's page, where the model would be: for what stands in its place. */
export const ViewerFrame = ({ children }: { children: ReactNode }) => (
  <Center p="md" h="100%" mih={240}>
    <Stack maw={480} w="100%" gap="sm">
      {children}
    </Stack>
  </Center>
);
