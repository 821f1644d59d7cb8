import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testFilesNeedingIsolation } from './isolated-files.ts';
import { tempTree } from './temp-tree.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// the calls are spelled in pieces here: this file replaces no module, and must not be taken for one that does
const vi = (call: string) => `vi.${call}(`;
const MARKER = ['//', 'keeps per-file isolation:'].join(' ');

describe('the server test files that keep per-file isolation', () => {
  it('are those that replace a module or a global for the file, or ask for it in a comment line', () => {
    const root = tempTree({
      'src/a/mocks.test.ts': `${vi('mock')}'fastify', async (original) => original());\n`,
      'src/a/do-mock.test.ts': `${vi('doMock')}'./x.ts', () => ({}));\n`,
      'test/global.test.ts': `${vi('stubGlobal')}'fetch', () => null);\n`,
      'src/a/spies.test.ts': `const spy = ${vi('spyOn')}dns, 'lookup');\nspy.mockRestore();\n`,
      'src/a/env.test.ts': `${vi('stubEnv')}'NODE_ENV', 'production');\n${vi('unstubAllEnvs')});\n`,
      'src/a/mock-file.ts': `${vi('mock')}'fastify');\n`,
      'src/a/own-process.test.ts': `import x from './x.ts';\n\n${MARKER} nothing loaded jsdom\n`,
      'src/a/mentions.test.ts': `const note = '${MARKER} in a string, not a comment line';\n`,
    });
    expect(testFilesNeedingIsolation(root)).toEqual([
      'src/a/do-mock.test.ts',
      'src/a/mocks.test.ts',
      'src/a/own-process.test.ts',
      'test/global.test.ts',
    ]);
  });

  it('among ours: the security suites that collect the routes through a mocked Fastify, the stored HTML worker', () => {
    const isolated = testFilesNeedingIsolation(serverDir);
    expect(isolated).toContain('test/security/access-matrix.test.ts');
    expect(isolated).toContain('src/lib/stored-html-worker.test.ts');
    expect(isolated).toContain('test/security/forged-tokens.test.ts');
    expect(isolated).not.toContain('src/features/accounts/sign-in.test.ts');
    expect(isolated).not.toContain('test/isolated-files.test.ts');
  });
});
