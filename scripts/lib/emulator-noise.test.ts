import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isExpectedEmulatorNoise } from './emulator-noise';

// As firebase-tools 15 prints them on an offline start.
const NOISE = [
  '⚠  firestore: Env variable override detected. Using firestore emulator at /repo/.cache/firestore-emulator/firestore-emulator-wrapper.jar',
  '⚠  emulators: You are not currently authenticated so some features may not work correctly. Please run firebase login to authenticate the CLI.',
  '⚠  Unable to fetch the CLI MOTD and remote config. This is not a fatal error, but may indicate an issue with your network connection.',
  '⚠  emulators: The Emulator UI is not starting because none of the running emulators have a UI component.',
  '⚠  functions: Your requested "node" version "22" doesn\'t match your global version "20". Using node@20 from host.',
];

it('hides the lines a newcomer cannot act on', () => {
  for (const line of NOISE) assert.ok(isExpectedEmulatorNoise(line), line);
});

it('recognises them in colour too', () => {
  assert.ok(
    isExpectedEmulatorNoise(
      '\u001b[33m⚠\u001b[39m  \u001b[1mfirestore:\u001b[22m Env variable override detected. Using firestore emulator at /x.jar',
    ),
  );
});

it('shows every other line, warnings and errors included', () => {
  for (const line of [
    '✔  All emulators ready! It is now safe to connect your app.',
    '⚠  functions: The following emulators are not running, calls to these services will affect production: storage',
    '⚠  functions: Failed to load function definition from source: FirebaseError: Functions codebase could not be analyzed',
    'i  functions: Loaded functions definitions from source: api, createUserRecord, stripeWebhook.',
  ]) {
    assert.equal(isExpectedEmulatorNoise(line), false, line);
  }
});
