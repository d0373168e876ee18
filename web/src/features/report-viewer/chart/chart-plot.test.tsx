import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { Chart } from './chart';
import type { ChartSection } from './chart-axes';
import { periodAfterKey } from './chart-plot';

beforeEach(stubCanvas);

const weekly: ChartSection = {
  kind: 'line-chart',
  title: 'Weekly sales, USD',
  unit: 'usd',
  x: ['2026-03-15', '2026-03-22', '2026-03-29'],
  series: [
    { label: 'Medical', values: [1_250_000, 1_240_000, 565_011], flags: [null, null, 'partial'] },
    { label: 'Adult-use', values: [4_200_000, 4_210_000, 1_552_008], flags: [null, null, 'partial'] },
  ],
};

/** The chart's keyboard control, its live region and its tooltip box, once drawn (charts are drawn one a task). */
async function renderChart(section: ChartSection = weekly) {
  const { container } = render(<Chart section={section} />);
  await waitFor(() => expect(container.querySelector('.u-over')).not.toBeNull());
  const figure = screen.getByRole('figure', { name: section.title });
  return {
    control: within(figure).getByRole('slider', { name: section.title }),
    status: within(figure).getByRole('status', { name: 'Figures at the cursor' }),
    tooltip: () => container.querySelector<HTMLElement>('.chart-tooltip'),
  };
}

it('moves along the periods with the arrow keys, Home and End, and hides with Escape', () => {
  expect(periodAfterKey('ArrowRight', 1, 3)).toBe(2);
  expect(periodAfterKey('ArrowRight', 2, 3)).toBe(2);
  expect(periodAfterKey('ArrowLeft', 0, 3)).toBe(0);
  expect(periodAfterKey('Home', 2, 3)).toBe(0);
  expect(periodAfterKey('End', 0, 3)).toBe(2);
  expect(periodAfterKey('Escape', 1, 3)).toBeNull();
  expect(periodAfterKey('Tab', 1, 3)).toBeUndefined();
});

it("is reached by Tab, starts at the legend's period and says each period the keys move to", async () => {
  const user = userEvent.setup();
  const { control, status, tooltip } = await renderChart();
  await user.tab();
  expect(control).toHaveFocus();
  // The legend's period: the latest week with full figures, not the partial one.
  expect(control).toHaveAttribute('aria-valuetext', 'Mar 22, 2026');
  expect(control).toHaveAccessibleDescription(/arrow keys move from one period to the next/);

  await user.keyboard('{ArrowLeft}');
  expect(control).toHaveAttribute('aria-valuetext', 'Mar 15, 2026');
  expect(status).toHaveTextContent('Week of Mar 15, 2026: Adult-use $4,200,000; Medical $1,250,000.');
  expect(tooltip()).toBeVisible();
  expect(tooltip()).toHaveTextContent('Mar 15, 2026Adult-use$4,200,000Medical$1,250,000');

  await user.keyboard('{End}');
  // Partial figures under half of the week before are not drawn, but are still the week's figures.
  expect(status).toHaveTextContent('Week of Mar 29, 2026: Adult-use $1,552,008 (partial); Medical $565,011 (partial).');
  await user.keyboard('{Home}{ArrowRight}');
  expect(control).toHaveAttribute('aria-valuenow', '1');
  expect(tooltip()).toHaveTextContent('Mar 22, 2026');

  await user.keyboard('{Escape}');
  expect(tooltip()).not.toBeVisible();
});

it.each([
  ['focus leaves the chart', (user: ReturnType<typeof userEvent.setup>) => user.tab()],
  ['the page is tapped elsewhere', async () => void fireEvent.pointerDown(document.body)],
])('hides the figures when %s', async (_, leave) => {
  const user = userEvent.setup();
  const { tooltip } = await renderChart();
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(tooltip()).toBeVisible();
  await leave(user);
  expect(tooltip()).not.toBeVisible();
});

it('shows the figures of the period under the pointer, and says a tapped period once', async () => {
  const { status, tooltip, control } = await renderChart();
  const over = control.querySelector('.u-over')!;
  fireEvent.mouseEnter(over);
  fireEvent.mouseMove(over, { clientX: 1, clientY: 10 });
  expect(tooltip()).toBeVisible();
  expect(tooltip()).toHaveTextContent('Mar 15, 2026');
  // Moving the mouse says nothing: only a tap, a click or a key does.
  expect(status).toBeEmptyDOMElement();
  fireEvent.click(control);
  expect(status).toHaveTextContent('Week of Mar 15, 2026: Adult-use $4,200,000; Medical $1,250,000.');
  fireEvent.mouseLeave(over);
  expect(tooltip()).not.toBeVisible();
});

it('keeps a tapped period shown through the mouse events a tap makes, until a tap outside the chart', async () => {
  const { status, tooltip, control } = await renderChart();
  const over = control.querySelector<HTMLElement>('.u-over')!;
  vi.spyOn(over, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 300));
  const finger = { pointerType: 'touch', clientX: 1, clientY: 10 };
  fireEvent.pointerDown(over, finger);
  fireEvent.pointerUp(over, finger);
  // What a browser makes of a tap, then the hover going back to where a mouse rests.
  fireEvent.mouseMove(over, { clientX: 1, clientY: 10 });
  fireEvent.mouseDown(over, { clientX: 1, clientY: 10 });
  fireEvent.mouseUp(over, { clientX: 1, clientY: 10 });
  fireEvent.click(over);
  fireEvent.mouseLeave(over);
  expect(tooltip()).toBeVisible();
  expect(tooltip()).toHaveTextContent('Mar 15, 2026');
  expect(status).toHaveTextContent('Week of Mar 15, 2026: Adult-use $4,200,000; Medical $1,250,000.');
  fireEvent.pointerDown(document.body, { pointerType: 'touch' });
  expect(tooltip()).not.toBeVisible();
});
