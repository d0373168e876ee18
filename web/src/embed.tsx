/**
 * The second entry of the build (embed.html, served for /embed/**): the built-in public
 * demo report that /demo frames, with only what it needs (Firebase Auth for the reader's
 * token and the built-in viewer) instead of the whole app a second time.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedDemoRoute } from './app/routes/embed-demo';
import { reportHeightToParent } from './features/report-viewer/embed-height';
import { AuthProvider } from './lib/auth';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('embed.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AuthProvider>
      <EmbedDemoRoute />
    </AuthProvider>
  </StrictMode>,
);
reportHeightToParent();
