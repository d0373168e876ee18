import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { SubmitRefusal, useFormSubmit, type FormSubmit } from './use-form-submit';

function Form(props: FormSubmit) {
  const { busy, onSubmit } = useFormSubmit(props);
  return (
    <form onSubmit={onSubmit}>
      <button type="submit" disabled={busy}>
        Send
      </button>
    </form>
  );
}

async function send(props: FormSubmit) {
  render(
    <>
      <Form {...props} />
      <ToastContainer />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useFormSubmit', () => {
  it('starts nothing when the form is not ready', async () => {
    const action = vi.fn(async () => undefined);
    await send({ ready: () => false, action, failureMessage: () => 'Failed' });
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('toasts a failure, then lets the form be sent again', async () => {
    await send({ action: () => Promise.reject(new Error('down')), failureMessage: () => 'Could not send' });
    expect(await screen.findByText('Could not send')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("toasts a refusal's own message", async () => {
    await send({ action: () => Promise.reject(new SubmitRefusal('Too short')), failureMessage: () => 'Failed' });
    expect(await screen.findByText('Too short')).toBeInTheDocument();
  });

  it('frees the form after a success', async () => {
    await send({ action: async () => undefined, failureMessage: () => 'Failed' });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps the form busy when the submission navigated away', async () => {
    await send({ action: async () => 'leaving', failureMessage: () => 'Failed' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
