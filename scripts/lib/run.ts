/** Runs a command to completion with inherited output; resolves to its exit code. */
import { spawn } from 'node:child_process';

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', (error) => {
      console.error(`${command} failed to start: ${error.message}`);
      resolve(127);
    });
  });
}

/**
 * Runs a command to completion with its output held: stdout and stderr together, in the order
 * their data arrived. Resolves to its exit code and that output.
 */
export function runHeld(
  command: string,
  args: string[],
  options: { cwd?: string } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], ...options });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    // 'close', not 'exit': the pipes may still hold output when the process exits.
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 127, output: `${command} failed to start: ${error.message}\n` }));
  });
}

export async function runOrExit(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n\`${[command, ...args].join(' ')}\` failed (exit ${code}).`);
    process.exit(code);
  }
}
