/**
 * The second entry of the build (embed.html, served for /embed/**): the built-in public
 * demo report that /demo frames, with only what it needs (the built-in viewer; its token
 * comes from /demo) instead of the whole app a second time. No Firebase: the sandboxed frame
 * has an opaque origin and no storage.
 */
// First, as in main.tsx: the viewer's styles build on these and must come after them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EmbedDemoRoute } from './app/routes/embed-demo';
import { reportHeightToParent } from './features/report-viewer/demo/embed-height';

const root = document.getElementById('root');
if (!root) throw new Error('embed.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <EmbedDemoRoute />
  </StrictMode>,
);
reportHeightToParent();
