import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router';
import { NotificationRegion } from '../components/notification-region';
import { APP_BASE } from '../lib/app-base';
import { persistQueries } from './query-persistence';
import { theme } from './theme';

/** What the router's one route renders: the app's own routes (nested `<Routes>`) come from the children. */
const RoutedContent = createContext<ReactNode>(null);
/** The app's routes, and the browser's scroll position per history entry: a new page starts at its top. */
const Content = () => (
  <>
    {use(RoutedContent)}
    <ScrollRestoration />
  </>
);

/**
 * A data router (rather than `BrowserRouter`), so that a screen can ask before the user leaves it with unsaved
 * work (`useBlocker`); its one route hands every path to the app's own routes.
 */
const createAppRouter = () =>
  // With the trailing slash, home is /app/ (the service worker's scope), not /app.
  createBrowserRouter([{ path: '*', element: <Content /> }], { basename: APP_BASE });

interface ProvidersProps {
  /** The app's query client (createAppQueryClient), made before the first render. */
  queryClient: QueryClient;
  children: ReactNode;
}

export const Providers = ({ queryClient, children }: ProvidersProps) => {
  useEffect(() => persistQueries(queryClient), [queryClient]);
  // Made once, with the page: it lives as long as the page does.
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RoutedContent value={children}>
          <RouterProvider router={router} />
        </RoutedContent>
        <NotificationRegion />
      </QueryClientProvider>
    </MantineProvider>
  );
};
