import '@mantine/core/styles.css';
import { i18nReady } from '../../lib/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ViewerApp } from './viewer-app';
import { ViewerProviders } from './viewer-providers';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first paint shows the user's language: its texts load before anything renders (and should they
// fail to load, the page renders all the same, with the English source texts).
const render = () => {
  createRoot(root).render(
    <StrictMode>
      <ViewerProviders>
        <ViewerApp />
      </ViewerProviders>
    </StrictMode>,
  );
};
void i18nReady.then(render, render);
