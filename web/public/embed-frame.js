// Inside an embedded chart: tells the page that frames it how tall the chart is, whenever that changes.
(() => {
  if (window.parent === window) return;
  // The body's own height: the document's would never be less than the frame's, so a frame could never shrink.
  const post = () =>
    window.parent.postMessage(
      { type: 'cannabis-reports:embed-height', height: Math.ceil(document.body.getBoundingClientRect().height) },
      '*',
    );
  new ResizeObserver(post).observe(document.body);
})();
