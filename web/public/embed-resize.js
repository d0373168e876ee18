// For a page that embeds our charts: sizes each of our frames to the height it reports. Include it once.
(() => {
  const origin = new URL(document.currentScript.src).origin;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data?.type !== 'cannabis-reports:embed-height') return;
    const height = Number(event.data.height);
    if (!Number.isFinite(height) || height <= 0) return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = `${Math.min(height, 4000)}px`;
    }
  });
})();
