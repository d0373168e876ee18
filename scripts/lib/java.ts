/**
 * Finds a Java runtime new enough for firebase-tools 15 (Java 21+), looking in JAVA_HOME,
 * then PATH, then the usual JVM directories, so that no machine path is needed in config.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const MIN_JAVA_VERSION = 21;

export interface JavaRuntime {
  /** Absolute path of the `java` executable. */
  java: string;
  /** Major version, e.g. 25. */
  version: number;
}

export interface JavaSearch {
  env?: NodeJS.ProcessEnv;
  /** Directories whose subfolders are JDK/JRE homes. */
  jvmDirs?: string[];
  /** Reads the major version of a java executable; undefined when it does not run. */
  readVersion?: (java: string) => number | undefined;
}

const DEFAULT_JVM_DIRS = ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines'];

/** JAVA_SEARCH_DIRS (path-delimited, may be empty) replaces the usual JVM directories. */
function jvmDirsFrom(env: NodeJS.ProcessEnv): string[] {
  const configured = env.JAVA_SEARCH_DIRS;
  return configured === undefined ? DEFAULT_JVM_DIRS : configured.split(path.delimiter).filter(Boolean);
}

export class MissingDependencyError extends Error {}

export function readJavaVersion(java: string): number | undefined {
  // `java -version` prints to stderr, e.g. 'openjdk version "21.0.4" 2024-07-16'.
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 20_000 });
  return parseJavaVersion(`${result.stderr ?? ''}${result.stdout ?? ''}`);
}

export function parseJavaVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_x".
  return major === 1 && match[2] ? Number(match[2]) : major;
}

function candidatesFrom(env: NodeJS.ProcessEnv, jvmDirs: string[]): string[] {
  const candidates: string[] = [];
  if (env.JAVA_HOME) candidates.push(path.join(env.JAVA_HOME, 'bin', 'java'));
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    candidates.push(path.join(dir, 'java'));
  }
  for (const jvmDir of jvmDirs) {
    if (!existsSync(jvmDir)) continue;
    for (const home of readdirSync(jvmDir).sort().reverse()) {
      candidates.push(path.join(jvmDir, home, 'bin', 'java'));
      candidates.push(path.join(jvmDir, home, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  return [...new Set(candidates)].filter((candidate) => existsSync(candidate));
}

/** The first Java >= 21 found, or a MissingDependencyError saying what to install. */
export function findJava({
  env = process.env,
  jvmDirs = jvmDirsFrom(env),
  readVersion = readJavaVersion,
}: JavaSearch = {}): JavaRuntime {
  const seen: string[] = [];
  for (const java of candidatesFrom(env, jvmDirs)) {
    const version = readVersion(java);
    if (version !== undefined && version >= MIN_JAVA_VERSION) return { java, version };
    seen.push(`${java} (${version ?? 'unknown version'})`);
  }
  const found = seen.length ? ` Found only: ${seen.join(', ')}.` : '';
  throw new MissingDependencyError(
    `Java ${MIN_JAVA_VERSION} or newer is required by the Firebase emulators, and none was found in JAVA_HOME, PATH${jvmDirs.length ? ` or ${jvmDirs.join(', ')}` : ''}: install one (for example \`apt-get install openjdk-${MIN_JAVA_VERSION}-jre-headless\` or Temurin ${MIN_JAVA_VERSION}+) or set JAVA_HOME to it.${found}`,
  );
}
