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
