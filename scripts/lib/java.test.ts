import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { findJava, MissingDependencyError, parseJavaVersion } from './java';

/** A fake JVM directory with `bin/java` files; versions are answered by readVersion. */
function jvmDir(homes: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jvm-'));
  for (const home of homes) {
    mkdirSync(path.join(dir, home, 'bin'), { recursive: true });
    writeFileSync(path.join(dir, home, 'bin', 'java'), '');
  }
  return dir;
}

const versionOf = (java: string) => Number(/jdk-(\d+)/.exec(java)?.[1]);

describe('findJava', () => {
  it('picks a Java >= 21 from the JVM directory when PATH has only an older one', () => {
    const dir = jvmDir(['jdk-17', 'jdk-25']);
    const found = findJava({ env: { PATH: path.join(dir, 'jdk-17', 'bin') }, jvmDirs: [dir], readVersion: versionOf });
    assert.equal(found.version, 25);
    assert.equal(found.java, path.join(dir, 'jdk-25', 'bin', 'java'));
  });

  it('prefers JAVA_HOME when it is new enough', () => {
    const dir = jvmDir(['jdk-21', 'jdk-25']);
    const found = findJava({ env: { JAVA_HOME: path.join(dir, 'jdk-21') }, jvmDirs: [dir], readVersion: versionOf });
    assert.equal(found.version, 21);
  });

  it('names what is missing and what to install when no Java 21 is found', () => {
    const dir = jvmDir(['jdk-17']);
    assert.throws(
      () => findJava({ env: { PATH: '' }, jvmDirs: [dir], readVersion: versionOf }),
      (error: unknown) =>
        error instanceof MissingDependencyError &&
        /Java 21 or newer is required/.test(error.message) &&
        /install one/.test(error.message) &&
        error.message.includes('jdk-17'),
    );
  });
});

describe('parseJavaVersion', () => {
  it('reads modern and legacy version strings', () => {
    assert.equal(parseJavaVersion('openjdk version "25.0.1" 2025-10-21'), 25);
    assert.equal(parseJavaVersion('openjdk version "17.0.15" 2025-04-15'), 17);
    assert.equal(parseJavaVersion('java version "1.8.0_392"'), 8);
    assert.equal(parseJavaVersion('no java here'), undefined);
  });
});
