import { Providers } from './providers';
import { SessionGate } from './session-gate';

export const App = () => (
  <Providers>
    <SessionGate />
  </Providers>
);
