import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ['stylis'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // MUI screens render slowly in jsdom on a busy two-core machine; 5 s proved flaky
    testTimeout: 15_000,
  },
});
