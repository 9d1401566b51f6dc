import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { NotificationRegion } from '../components/notification-region';
import { APP_BASE } from '../lib/app-base';
import { createQueryClient } from './query-client';
import { theme } from './theme';

const basename = APP_BASE.replace(/\/$/, '');

export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basename}>{children}</BrowserRouter>
        <NotificationRegion />
      </QueryClientProvider>
    </MantineProvider>
  );
};
