import { useState, type FormEvent } from 'react';
import { toast } from './toast';

/** Thrown by a submission to refuse with a message for the user (e.g. a weak password); nothing to log. */
export class SubmitRefusal extends Error {}

/** What a submission did: 'leaving' when it navigated away, so the form stays busy until it goes. */
export type SubmitOutcome = 'leaving' | void;

export interface FormSubmit {
  /** Checked before anything starts; false stops there (the user declined, or was told why). */
  ready?: () => boolean;
  /** The submission itself; the form is busy while it runs. */
  action: () => Promise<SubmitOutcome>;
  /** What the toast says when `action` fails (other than a SubmitRefusal, which says its own message). */
  failureMessage: (error: unknown) => string;
}

/**
 * A form's submit handler and its busy state, the same for every form: the page is not
 * reloaded, the form is busy while the submission runs, and a failure is a toast after
 * which the form can be sent again. After a success the form is free again too, unless the
 * submission navigated away: staying busy then keeps a second submission (or the signed-in
 * redirect of the sign-in and register pages) from racing its navigation.
 */
export function useFormSubmit({ ready, action, failureMessage }: FormSubmit) {
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      if ((await action()) === 'leaving') return;
    } catch (error) {
      toast.error(error instanceof SubmitRefusal ? error.message : failureMessage(error));
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !ready()) return;
    void submit();
  };

  return { busy, onSubmit };
}
