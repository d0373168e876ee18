import { act, render, screen } from '@testing-library/react';
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

describe('a retry of a submission that hangs', () => {
  function RetryingForm(props: FormSubmit) {
    const { busy, onSubmit, retry } = useFormSubmit(props);
    return (
      <form onSubmit={onSubmit}>
        <button type="submit" disabled={busy}>
          Send
        </button>
        <button type="button" onClick={retry}>
          Retry
        </button>
        <ToastContainer />
      </form>
    );
  }

  it('sends again, aborts the hung attempt and ignores what it answers later', async () => {
    const answers: Array<(outcome: Error | undefined) => void> = [];
    const signals: AbortSignal[] = [];
    const action = vi.fn(
      (signal: AbortSignal) =>
        new Promise<undefined>((resolve, reject) => {
          signals.push(signal);
          answers.push((outcome) => (outcome ? reject(outcome) : resolve(undefined)));
        }),
    );
    render(<RetryingForm action={action} failureMessage={() => 'Could not send'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(action).toHaveBeenCalledTimes(2);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);

    // The hung attempt fails late: no toast, the form stays busy with the retry.
    await act(async () => answers[0](new Error('late')));
    expect(screen.queryByText('Could not send')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await act(async () => answers[1](undefined));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
