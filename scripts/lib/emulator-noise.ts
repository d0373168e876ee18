/**
 * Lines firebase-tools prints on every offline start that a newcomer can do nothing about.
 * `npm start` hides exactly these (each is explained in the README's troubleshooting
 * section); everything else, warnings included, is shown as printed.
 */
export const EXPECTED_EMULATOR_NOISE: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  {
    pattern: /firestore: Env variable override detected\. Using firestore emulator at /,
    why: 'the launcher points firebase-tools at the offline Firestore emulator jar on purpose',
  },
  {
    pattern: /You are not currently authenticated so some features may not work correctly\. Please run firebase login/,
    why: 'the emulators of a demo-* project need no Google account',
  },
  {
    pattern: /Unable to fetch the CLI MOTD and remote config/,
    why: 'firebase-tools asks Google for news at start; offline it cannot',
  },
  {
    pattern: /emulators: The Emulator UI is not starting because none of the running emulators have a UI component/,
    why: 'the Emulator UI is turned off on purpose: it is downloaded on first use, which cannot work offline',
  },
  {
    pattern: /functions: Your requested "node" version "22" doesn't match your global version "\d+"/,
    why: 'functions deploy on Node 22; the emulator runs them on the local Node (20.19+ works)',
  },
];

// eslint-disable-next-line no-control-regex -- terminal colour codes are what it removes
const ANSI_COLOURS = /\u001b\[[0-9;]*m/g;

export function isExpectedEmulatorNoise(line: string): boolean {
  const plain = line.replace(ANSI_COLOURS, '');
  return EXPECTED_EMULATOR_NOISE.some(({ pattern }) => pattern.test(plain));
}
