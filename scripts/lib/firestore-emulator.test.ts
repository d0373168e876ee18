import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { manifestLine, wrapperManifest } from './firestore-emulator';
import { createZip } from './zip';

describe('wrapper jar manifest', () => {
  it('wraps long values so that no line exceeds 72 bytes', () => {
    const jar = `/very/long/${'segment/'.repeat(30)}cloud-firestore-emulator.jar`;
    const manifest = wrapperManifest(jar);
    for (const line of manifest.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 72, line);
    // Unfolding continuation lines gives the original value back.
    const unfolded = manifest.replace(/\r\n /g, '');
    assert.ok(unfolded.includes(`Class-Path: file://${jar}`));
    assert.ok(unfolded.includes('Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore'));
  });

  it('keeps short values on one line', () => {
    assert.equal(manifestLine('Main-Class', 'a.B'), 'Main-Class: a.B');
  });
});

describe('createZip', () => {
  it('writes local headers, a central directory and its end record', () => {
    const zip = createZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\r\n') }]);
    assert.equal(zip.readUInt32LE(0), 0x04034b50);
    const end = zip.length - 22;
    assert.equal(zip.readUInt32LE(end), 0x06054b50);
    assert.equal(zip.readUInt16LE(end + 10), 1);
    const centralOffset = zip.readUInt32LE(end + 16);
    assert.equal(zip.readUInt32LE(centralOffset), 0x02014b50);
  });
});
