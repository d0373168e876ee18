// The market pages' copy buttons: shown only where this script runs, each copies its chart's embed code.
document.querySelectorAll('button[data-copy]').forEach((button) => {
  const code = document.getElementById(button.dataset.copy);
  if (!code || !navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(code.value).then(
      () => (button.textContent = 'Embed code copied'),
      () => (button.textContent = 'Copy failed: select the code below'),
    );
  });
});
