/**
 * The paid report on /reports: fetch the embed configuration, then hand it to the viewer
 * its provider names, each viewer in its own lazily loaded chunk. A failed fetch is only
 * logged (spec, section 8); the viewer area then shows 'Error!', as for any configuration
 * that is not ready.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { fetchEmbedConfig, type EmbedConfig } from '../api/embed-config';

const viewers = {
  powerbi: lazy(() => import('./powerbi-report-viewer')),
  builtin: lazy(() => import('./builtin-report-viewer')),
};

type State = { kind: 'loading' } | { kind: 'ready'; config: EmbedConfig } | { kind: 'failed' };

export function PaidReport() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    fetchEmbedConfig()
      .then((config) => current && setState({ kind: 'ready', config }))
      .catch((error: unknown) => {
        console.warn('Could not fetch the report embed token', error);
        if (current) setState({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  if (state.kind === 'loading') return <PageSpinner label="Loading report" />;
  const Viewer = state.kind === 'ready' ? viewers[state.config.viewer] : undefined;
  if (!Viewer || state.kind !== 'ready') return <p className="error-text">Error!</p>;
  return (
    <Suspense fallback={<PageSpinner label="Loading report" />}>
      <Viewer config={state.config} />
    </Suspense>
  );
}
