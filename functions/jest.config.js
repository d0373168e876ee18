/**
 * Three projects: unit tests beside the code (no emulators), and the integration and
 * rules suites, which run inside `firebase emulators:exec` (see scripts/test.ts).
 */
const tsJest = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform: tsJest, roots: ['<rootDir>/src'] },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform: tsJest,
      roots: ['<rootDir>/test/integration'],
      setupFiles: ['<rootDir>/test/plain-console.ts'],
    },
    {
      displayName: 'rules',
      testEnvironment: 'node',
      transform: tsJest,
      roots: ['<rootDir>/test/rules'],
      setupFiles: ['<rootDir>/test/plain-console.ts'],
    },
  ],
};
