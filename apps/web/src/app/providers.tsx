import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { NotificationRegion } from '../components/notification-region';
import { APP_BASE } from '../lib/app-base';
import { persistQueries } from './query-persistence';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  /** The app's query client (createAppQueryClient), made before the first render. */
  queryClient: QueryClient;
  children: ReactNode;
}

export const Providers = ({ queryClient, children }: ProvidersProps) => {
  useEffect(() => persistQueries(queryClient), [queryClient]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {/* With its trailing slash, so that home is /app/ (the service worker's scope), never /app. */}
        <BrowserRouter basename={APP_BASE}>{children}</BrowserRouter>
        <NotificationRegion />
      </QueryClientProvider>
    </MantineProvider>
  );
};
