import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testFilesWithoutDatabase } from './database-files.ts';
import { tempTree } from './temp-tree.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the server test files the PostgreSQL run leaves out', () => {
  it('are those that open no database, themselves or through a test helper and its imports', () => {
    const root = tempTree({
      'test/app.ts': 'export const createTestApp = () => openTestDatabase();\n',
      'test/seeded.ts': "import { createTestApp } from './app.ts';\n",
      'test/plain.ts': 'export const two = 2;\n',
      'src/a/direct.test.ts': "import { setupApp } from '../../test/app.ts';\n",
      'src/a/through-helper.test.ts': "import { seeded } from '../../test/seeded.ts';\n",
      'src/a/dynamic.test.ts': "const { seeded } = await import('../../test/seeded.ts');\n",
      'src/a/own-url.test.ts': 'const url = process.env.TEST_DATABASE_URL;\n',
      'src/a/pure.test.ts': "import { two } from '../../test/plain.ts';\nimport { x } from './x.ts';\n",
      'src/a/x.ts': 'export const x = () => openDatabase({});\n',
      'test/pure.test.ts': "import { readFileSync } from 'node:fs';\n",
    });
    // a module of the server itself that can open a database is not a test's database
    expect(testFilesWithoutDatabase(root)).toEqual(['src/a/pure.test.ts', 'test/pure.test.ts']);
  });

  it('among ours: the picture set and the web build, not the API tests or the security suites', () => {
    const free = testFilesWithoutDatabase(serverDir);
    expect(free).toContain('src/features/pictures/picture-set.test.ts');
    expect(free).toContain('src/features/rendering/web-build.test.ts');
    expect(free).not.toContain('src/features/accounts/sign-in.test.ts');
    expect(free).not.toContain('test/security/xss.test.ts');
    expect(free).not.toContain('src/cli/backup.test.ts');
  });
});
