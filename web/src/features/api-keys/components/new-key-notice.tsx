/** The key just made, shown this once: the server keeps only its hash. */
export function NewKeyNotice({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <div className="new-api-key" role="status">
      <p>
        Your new key <strong>{name}</strong>. Copy it now: it will not be shown again.
      </p>
      <label>
        API key
        <input readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="button button-secondary" onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}
