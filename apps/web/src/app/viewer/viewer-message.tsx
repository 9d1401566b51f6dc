import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ViewerFrame } from './viewer-frame';

interface ViewerMessageProps {
  tone: 'error' | 'info' | 'busy';
  children: ReactNode;
}

/** A state of the viewer in place of the model: an error, a note, or work in progress. */
export const ViewerMessage = ({ tone, children }: ViewerMessageProps) => (
  <ViewerFrame>
    {tone === 'busy' ? (
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text ta="center">{children}</Text>
      </Stack>
    ) : (
      <Alert
        color={tone === 'error' ? 'red' : 'blue'}
        variant="light"
        role={tone === 'error' ? 'alert' : undefined}
        icon={tone === 'error' ? <IconAlertCircle aria-hidden /> : <IconInfoCircle aria-hidden />}
      >
        <Text size="sm" c={tone === 'error' ? 'red.9' : 'blue.9'}>
          {children}
        </Text>
      </Alert>
    )}
  </ViewerFrame>
);
