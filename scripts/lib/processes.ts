/**
 * Child processes that start and stop together. Each child gets its own process group,
 * so stopping it also stops whatever it started (firebase-tools runs Java emulators),
 * and Ctrl-C reaches only the launcher, which then shuts everything down in order.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number>;
}

const GRACE_MS = 10_000;

export class ProcessGroup {
  private readonly processes: ManagedProcess[] = [];

  /**
   * Starts a command. With `prefix` its output lines are shown as `[name] line`;
   * `onLine` sees each line of output (to watch for readiness); lines for which `hide`
   * answers true are not shown.
   */
  start(
    name: string,
    command: string,
    args: string[],
    options: SpawnOptions & {
      prefix?: boolean;
      onLine?: (line: string) => void;
      hide?: (line: string) => boolean;
    } = {},
  ): ManagedProcess {
    const { prefix = true, onLine, hide, ...spawnOptions } = options;
    const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      readline.createInterface({ input: stream }).on('line', (line) => {
        const target = stream === child.stderr ? process.stderr : process.stdout;
        if (!hide?.(line)) target.write(prefix ? `[${name}] ${line}\n` : `${line}\n`);
        onLine?.(line);
      });
    }
    const exited = new Promise<number>((resolve) => {
      child.on('exit', (code) => resolve(code ?? 1));
      child.on('error', (error) => {
        process.stderr.write(`[${name}] failed to start: ${error.message}\n`);
        resolve(127);
      });
    });
    const managed = { name, child, exited };
    this.processes.push(managed);
    return managed;
  }

  /** Stops every process, last started first: SIGINT, then SIGKILL after a grace period. */
  async stopAll(): Promise<void> {
    for (const managed of [...this.processes].reverse()) await stop(managed);
    this.processes.length = 0;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stop({ child, exited }: ManagedProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(child, 'SIGINT');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
  // Grandchildren that outlived their parent (e.g. an emulator JVM) go too.
  signalGroup(child, 'SIGKILL');
}

/** Resolves once something accepts TCP connections on host:port. */
export async function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing is listening on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** True when nothing listens on host:port, so a service can take it. */
export async function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
