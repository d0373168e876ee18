import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { DemoFrame } from './demo-frame';

describe('DemoFrame', () => {
  it('frames the report sandboxed to scripts of its own origin and popups', () => {
    renderWithApp(<DemoFrame />, { auth: { user: signedInUser() }, route: '/demo' });
    const frame = screen.getByTitle('Public demo report');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });
});
