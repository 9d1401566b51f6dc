import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../query-client';
import { theme } from '../theme';
import { NotificationRegion } from '../../components/notification-region';

/**
 * The app's theme, query client and notifications for the viewer's pages. They live outside /app/, so the
 * router has no base path; nothing is saved for offline use (the viewer needs the network anyway).
 */
export const ViewerProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
        <NotificationRegion />
      </QueryClientProvider>
    </MantineProvider>
  );
};
