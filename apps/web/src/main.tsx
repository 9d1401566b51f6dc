import '@mantine/core/styles.css';
import { i18nReady } from './lib/i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppQueryClient } from './app/app-query-client';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Made first, so that the session's calls travel while the texts load.
const queryClient = createAppQueryClient();

// The first paint shows the user's language: its texts load before anything renders (and should they
// fail to load, the page renders all the same, with the English source texts). As a transition, the first
// render yields to the browser every few milliseconds instead of holding a slow phone's main thread.
const render = () => {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
};
void i18nReady.then(render, render);
registerServiceWorker();
