import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { signOutEverywhere } from '../api/sign-out-everywhere';

/** Profile's 'Sign out of all devices': for a lost phone or a shared computer. */
export function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await signOutEverywhere(revokeApiKeys);
      toast.success('You have been signed out on all your devices.');
      navigate(paths.signIn);
    } catch {
      toast.error('Could not sign out of all devices. Please try again.');
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Devices</h2>
      <p>Signed in on a device you no longer use? End every session, this one included.</p>
      <div className="checkbox">
        <input
          id="revoke-api-keys"
          type="checkbox"
          checked={revokeApiKeys}
          onChange={(event) => setRevokeApiKeys(event.target.checked)}
        />
        <label htmlFor="revoke-api-keys">Also revoke my data API keys (scripts using them stop working)</label>
      </div>
      <button type="button" className="button" disabled={busy} onClick={() => void onClick()}>
        {busy ? 'Signing out...' : 'Sign out of all devices'}
      </button>
    </section>
  );
}
