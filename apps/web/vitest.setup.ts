import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy screens are transformed on first import; on a busy machine that can exceed the 1 s default, and the
// review form's (the rich-text editor's) once took over 5 s. Tests time out at 15 s (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Tests do not use Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // staff forms keep drafts in localStorage: one test's unsaved form must not open in the next
  // (the server-rendering tests run in Node, which has no localStorage)
  globalThis.localStorage?.clear();
});
