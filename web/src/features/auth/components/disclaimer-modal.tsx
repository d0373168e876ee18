import { useEffect, useRef, type MouseEvent } from 'react';
import { env } from '../../../config/env';
import './auth.css';

/**
 * The disclaimer: informational only, public data, as is, no liability, the user's
 * responsibility, and the service may change without notice. A native <dialog> opened
 * with showModal(): the browser traps focus and closes it on Escape; a click on the
 * backdrop (the dialog element itself, outside its content box) and the x button close
 * it too.
 */
export function DisclaimerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="disclaimer-title"
      onClose={onClose}
      onClick={onBackdropClick}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id="disclaimer-title">Disclaimer</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <p>
          {env.companyName} provides its reports and data for informational purposes only. Nothing in the service is
          legal, financial, tax or investment advice.
        </p>
        <p>
          The data comes from public sources, chiefly reports published by US state regulators and Statistics Canada. We
          do not verify it and cannot guarantee that it is accurate, complete or current.
        </p>
        <p>The service is provided &quot;as is&quot; and &quot;as available&quot;, without warranties of any kind.</p>
        <p>
          To the fullest extent permitted by law, {env.companyName} accepts no liability for any loss or damage arising
          from the use of, or reliance on, the service or its data.
        </p>
        <p>
          You assume full responsibility for how you use the service and its data, and you agree to indemnify and hold
          harmless {env.companyName} from any claims arising from that use.
        </p>
        <p>We may change, suspend or discontinue the service, or any part of it, at any time without notice.</p>
      </div>
    </dialog>
  );
}
