/**
 * The export code, loaded on the first click (a chunk of its own, so a report's first load
 * carries none of it), and whether the last file failed to be made.
 */
import { useState } from 'react';

type ReportFiles = typeof import('./report-files');

export function useReportFiles() {
  const [failed, setFailed] = useState(false);
  const withFiles = (make: (files: ReportFiles) => void | Promise<void>) => async () => {
    setFailed(false);
    try {
      await make(await import('./report-files'));
    } catch (error) {
      console.warn('Could not make the file', error);
      setFailed(true);
    }
  };
  return { failed, withFiles };
}

export const FAILED_MESSAGE = 'The file could not be made. Please try again.';
