// A page rendered on the server starts the app only once it has been shown (decision 0163): its
// HTML is complete, and the app's code would otherwise be fetched and run first, holding the
// reader's first sight of the report behind a second or more on a slow phone. A tab opened in
// the background shows nothing until it is looked at, so the app starts after a second anyway.
// The app's modules are then fetched together but run one at a time, each in a task of its own
// (the entry last), so that no single long task holds a slow phone's main thread.
const script = document.currentScript;
// Inert until the app has taken the page over (lib/page-state.ts's releaseServerPage): a tap
// before then would reach a control with nothing behind it yet. Without scripts it never is.
const root = document.getElementById('root');
root?.setAttribute('inert', '');
root?.setAttribute('aria-busy', 'true');
const entry = script?.dataset.entry;
const modules = (script?.dataset.modules ?? '').split(' ').filter(Boolean);

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  // The browser starts its number formatting at the first formatter the page makes, about 10 ms
  // here: in a task of its own, before the app's first render formats the report's figures.
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
  await nextTask();
  for (const module of [...modules, entry]) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = module;
    document.head.append(preload);
  }
  for (const module of modules) {
    await import(module);
    await nextTask();
  }
  await import(entry);
}

if (entry) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void start();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startOnce);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startOnce, 1000);
  } else {
    requestAnimationFrame(() => setTimeout(startOnce));
  }
}
