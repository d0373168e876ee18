/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // Maps are written for error reporting tools but not referenced by the bundles, and
    // firebase.json's hosting ignore list keeps them off the site.
    sourcemap: 'hidden',
    // Inline no assets: the Content-Security-Policy allows data: only for images.
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
