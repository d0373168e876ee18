// First, so that every feature's styles, which build on these, come after them in the cascade
// (at equal specificity the later rule wins) in the dev server as in the build.
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageState, releaseServerPage } from './lib/page-state';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { ServerAnswersContext } from './lib/server-answers';
import { reportCaughtError } from './lib/report-caught-error';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A signed-in page the server rendered (decision 0163) is hydrated from the state it was
// rendered with; any other page is the app's empty shell, rendered here.
const state = readPageState(document);
const app = (
  <StrictMode>
    <ServerAnswersContext.Provider value={new Map(state?.answers)}>
      <AppProvider initial={state}>
        <AppRouter />
      </AppProvider>
    </ServerAnswersContext.Provider>
  </StrictMode>
);

// The first render as a transition: React renders the app in slices of a few milliseconds
// instead of one long task, which a slow phone would feel as a page that does not answer
// (Lighthouse's Total Blocking Time; decision 0157). Hydration is sliced the same way.
startTransition(() => {
  if (state) hydrateRoot(root, app, { onCaughtError: reportCaughtError });
  else createRoot(root, { onCaughtError: reportCaughtError }).render(app);
});
// The report releases the page as it hydrates; this, should it never get there.
if (state) setTimeout(() => releaseServerPage(document), 3000);
