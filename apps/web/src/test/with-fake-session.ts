// Imported first by a test file, this replaces lib/auth/session with test/fake-session for the whole file
// (in place of the file's own `vi.mock(<session path>, () => import(<fake-session path>))`): Vitest hoists
// the vi.mock call above this module's imports and registers it when the module is evaluated, so it must
// be imported before anything that imports the session.
import { vi } from 'vitest';

vi.mock('../lib/auth/session', () => import('./fake-session'));
