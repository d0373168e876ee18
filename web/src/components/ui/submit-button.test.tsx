import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is enabled with no spinner when idle', () => {
    render(<SubmitButton busy={false}>Sign In</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is disabled with a spinner while busy, and shows the busy label when given', () => {
    render(
      <SubmitButton busy busyLabel="Changing...">
        Change Password
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: /Changing.../ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Please wait' })).toBeInTheDocument();
  });
});
