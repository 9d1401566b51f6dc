import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { SessionGate } from './session-gate';

export const App = ({ queryClient }: { queryClient: QueryClient }) => (
  <Providers queryClient={queryClient}>
    <SessionGate />
  </Providers>
);
