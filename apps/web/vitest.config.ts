import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // a ceiling, not a speed target: on a busy 2-core CI machine a jsdom screen with antd can take
    // seconds to render; tests wait for conditions, so a generous ceiling only matters when one fails
    testTimeout: 60_000,
  },
});
