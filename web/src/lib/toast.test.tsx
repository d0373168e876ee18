import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../components/ui/toasts';
import { toast, toastsWanted } from './toast';

describe('toast', () => {
  it('asks for the container at the first toast, which shows what was asked before it mounted', async () => {
    toast.success('Saved before the container.');
    expect(toastsWanted()).toBe(true);
    render(<Toasts />);
    expect(await screen.findByText('Saved before the container.')).toBeInTheDocument();
  });
});
