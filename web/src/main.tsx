// First, so that every feature's styles, which build on these, come after them in the cascade
// (at equal specificity the later rule wins) in the dev server as in the build.
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { reportCaughtError } from './lib/report-caught-error';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = createRoot(root, { onCaughtError: reportCaughtError });
// The first render as a transition: React renders the app in slices of a few milliseconds
// instead of one long task, which a slow phone would feel as a page that does not answer
// (Lighthouse's Total Blocking Time; decision 0157).
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
