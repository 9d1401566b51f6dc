import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../query-client';
import { theme } from '../theme';
import { NotificationRegion } from '../../components/notification-region';
import { useOfflineSync } from '../offline/use-offline-sync';

/** Sends the changes queued on this device from the viewer's pages too (a request made in the model). */
const OfflineSync = () => {
  useOfflineSync();
  return null;
};

/**
 * The app's theme, query client and notifications for the viewer's pages. They live outside /app/, so the
 * router has no base path; no answers are saved for offline use (the viewer needs the network anyway), but the
 * changes queued on this device are sent from here as from the app.
 */
export const ViewerProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <OfflineSync />
        <BrowserRouter>{children}</BrowserRouter>
        <NotificationRegion />
      </QueryClientProvider>
    </MantineProvider>
  );
};
