/**
 * Three projects: unit tests beside the code (no emulators), and the integration and
 * rules suites, which run inside `firebase emulators:exec` (see scripts/test.ts).
 */
const tsJest = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] };

/** The emulated suites print logs through a plain console (test/plain-console.ts). */
const emulated = { testEnvironment: 'node', transform: tsJest, setupFiles: ['<rootDir>/test/plain-console.ts'] };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform: tsJest, roots: ['<rootDir>/src'] },
    { displayName: 'integration', ...emulated, roots: ['<rootDir>/test/integration'] },
    { displayName: 'rules', ...emulated, roots: ['<rootDir>/test/rules'] },
  ],
};
