/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    sourcemap: true,
    // Inline no assets: the Content-Security-Policy allows data: only for images.
    assetsInlineLimit: 0,
    // Two pages: the app, and the built-in demo report that /demo frames (served for /embed/**).
    rolldownOptions: {
      input: { app: 'index.html', embed: 'embed.html' },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
