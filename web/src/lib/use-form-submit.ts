import { useRef, useState, type FormEvent } from 'react';
import { toast } from './toast';

/** Thrown by a submission to refuse with a message for the user (e.g. a weak password); nothing to log. */
export class SubmitRefusal extends Error {}

/** What a submission did: 'leaving' when it navigated away, so the form stays busy until it goes. */
export type SubmitOutcome = 'leaving' | void;

export interface FormSubmit {
  /** Checked before anything starts; false stops there (the user declined, or was told why). */
  ready?: () => boolean;
  /**
   * The submission itself; the form is busy while it runs. `signal` aborts when a retry
   * replaced it: it must then not act (navigate) any more, whatever it is waiting on answers.
   */
  action: (signal: AbortSignal) => Promise<SubmitOutcome>;
  /** What the toast says when `action` fails (other than a SubmitRefusal, which says its own message). */
  failureMessage: (error: unknown) => string;
}

/**
 * A form's submit handler and its busy state, the same for every form: the page is not
 * reloaded, the form is busy while the submission runs, and a failure is a toast after
 * which the form can be sent again. After a success the form is free again too, unless the
 * submission navigated away: staying busy then keeps a second submission (or the signed-in
 * redirect of the sign-in and register pages) from racing its navigation. `retry` sends the
 * form again while a submission hangs (a server that does not answer): the hung one is
 * aborted, and its outcome, if it ever comes, is ignored.
 */
export function useFormSubmit({ ready, action, failureMessage }: FormSubmit) {
  const [busy, setBusy] = useState(false);
  const current = useRef<AbortController | null>(null);

  const submit = async () => {
    current.current?.abort();
    const attempt = new AbortController();
    current.current = attempt;
    setBusy(true);
    try {
      if ((await action(attempt.signal)) === 'leaving' || attempt.signal.aborted) return;
    } catch (error) {
      if (attempt.signal.aborted) return;
      toast.error(error instanceof SubmitRefusal ? error.message : failureMessage(error));
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !ready()) return;
    void submit();
  };

  return { busy, onSubmit, retry: () => void submit() };
}
