import '@mantine/core/styles.css';
import '../lib/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ViewerApp } from './viewer-app';
import { ViewerProviders } from './viewer-providers';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <ViewerProviders>
      <ViewerApp />
    </ViewerProviders>
  </StrictMode>,
);
