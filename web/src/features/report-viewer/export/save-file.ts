/**
 * Saves a file made in the browser: through a Blob URL (which the Content-Security-Policy
 * allows) and a link's download attribute, so no server round trip is needed.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the click; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
