/**
 * Charts are drawn one a task, in the order they asked: a report of eight charts drawn in the
 * commit that mounts them is one long task that holds the page (a tap, a scroll) until the
 * last is drawn; one a task, the page answers between them.
 */
const waiting: Array<() => void> = [];
let scheduled = false;

function drawNext(): void {
  const draw = waiting.shift();
  draw?.();
  scheduled = waiting.length > 0;
  if (scheduled) setTimeout(drawNext, 0);
}

/** Runs `draw` in a task of its own after those asked before it; the returned function cancels it if not yet run. */
export function drawInTurn(draw: () => void): () => void {
  waiting.push(draw);
  if (!scheduled) {
    scheduled = true;
    setTimeout(drawNext, 0);
  }
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
  };
}
