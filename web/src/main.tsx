// First, so that every feature's styles, which build on these, come after them in the cascade
// (at equal specificity the later rule wins) in the dev server as in the build.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { reportCaughtError } from './lib/report-caught-error';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
