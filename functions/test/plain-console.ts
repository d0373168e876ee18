/**
 * The emulated suites print the product's logs as Node prints them. Jest's own console adds a
 * stack trace and a source excerpt to every line: the fuzz and rate-limit suites log thousands
 * of expected security events, which made a 12 MB CI log and cost about 2 ms a line.
 * A suite that checks what is logged still spies on `console` as before.
 */
import { Console } from 'node:console';

globalThis.console = new Console({ stdout: process.stdout, stderr: process.stderr });
