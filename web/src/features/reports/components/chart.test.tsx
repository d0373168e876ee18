import { render, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { Chart } from './chart';

beforeEach(stubCanvas);

it("shows the latest month's figures in the legend when no month is hovered, never dashes", async () => {
  const { container } = render(
    <Chart
      section={{
        kind: 'line-chart',
        title: 'Monthly sales by state',
        unit: 'usd',
        x: ['2021-09', '2021-10'],
        series: [
          { label: 'CO', values: [180_000_000, 205_713_856] },
          { label: 'WA', values: [110_000_000, 115_931_748] },
        ],
      }}
    />,
  );
  const legend = container.querySelector('.u-legend');
  await waitFor(() => expect(legend).toHaveTextContent('Oct 2021'));
  expect(legend).toHaveTextContent('$205,713,856');
  expect(legend).toHaveTextContent('$115,931,748');
  expect(legend).not.toHaveTextContent('—');
});

it('shows the latest month in which most states have a figure, not a newer month of one state', async () => {
  const { container } = render(
    <Chart
      section={{
        kind: 'line-chart',
        title: 'Monthly sales by state',
        unit: 'usd',
        x: ['2021-10', '2021-11', '2021-12'],
        series: [
          { label: 'CO', values: [205_713_856, 150_000_000, null] },
          { label: 'MA', values: [114_702_283, 110_000_000, 51_521_330] },
          { label: 'WA', values: [115_931_748, 112_000_000, null] },
        ],
      }}
    />,
  );
  const legend = container.querySelector('.u-legend');
  await waitFor(() => expect(legend).toHaveTextContent('Nov 2021'));
  expect(legend).toHaveTextContent('$150,000,000');
  expect(legend).not.toHaveTextContent('—');
});
