import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'contract', root: import.meta.dirname, include: ['src/**/*.test.ts'] },
});
