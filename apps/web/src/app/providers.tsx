import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { NotificationRegion } from '../components/notification-region';
import { APP_BASE } from '../lib/app-base';
import { createQueryClient } from './query-client';
import { persistQueries, restorePersistedQueries } from './query-persistence';
import { theme } from './theme';

const basename = APP_BASE.replace(/\/$/, '');

/** The query client with the answers saved at the last visit, restored before the first render. */
const createRestoredQueryClient = () => {
  const queryClient = createQueryClient();
  restorePersistedQueries(queryClient);
  return queryClient;
};

export const Providers = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createRestoredQueryClient);
  useEffect(() => persistQueries(queryClient), [queryClient]);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basename}>{children}</BrowserRouter>
        <NotificationRegion />
      </QueryClientProvider>
    </MantineProvider>
  );
};
