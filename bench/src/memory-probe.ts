/**
 * A process's peak memory: the kernel's high-water mark of its resident set (VmHWM in
 * /proc/self/status), which counts everything the process held at its worst moment (heap,
 * buffers, native memory), as a Cloud Functions instance's memory limit counts it. Where
 * there is no /proc (macOS), Node's own maxRSS, the same figure from getrusage.
 */
import { readFileSync } from 'node:fs';

/** VmHWM in bytes from the text of /proc/<pid>/status, or undefined when it is not there. */
export function vmHwmBytes(status: string): number | undefined {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : undefined;
}

export function peakRssBytes(): number {
  try {
    const peak = vmHwmBytes(readFileSync('/proc/self/status', 'utf8'));
    if (peak !== undefined) return peak;
  } catch {
    // No /proc: getrusage below.
  }
  return process.resourceUsage().maxRSS * 1024;
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
