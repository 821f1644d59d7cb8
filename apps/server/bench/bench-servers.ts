// The servers the bench measures: the built one (`npm start`'s file, a process of its own) and the app
// built in the bench's own process on a temporary copy of the demo data.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config.ts';
import { type ServerProcess, startServer } from '../test/crash/server-process.ts';

const secret = () => randomBytes(48).toString('base64url');
/** a fresh Ed25519 key for the offline edition (production requires one) */
const signingKey = () =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/**
 * Builds the server as `npm start` does and starts that file with `env` (fresh secrets, no ADMIN_MOBILE;
 * in production the SMS sender production requires, never used).
 */
export async function startBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  // @ts-expect-error: a plain JavaScript build script, without type declarations
  const { buildServer } = (await import('../build.mjs')) as { buildServer(): Promise<string> };
  await buildServer();
  const production: Record<string, string> =
    env.NODE_ENV === 'production'
      ? // production refuses the development outbox; the bench never sends a code
        { SMS_SENDER: 'kavenegar', KAVENEGAR_API_KEY: 'bench-never-used' }
      : {};
  return startServer(
    {
      JWT_SECRET: secret(),
      HASH_KEY: secret(),
      OFFLINE_SIGNING_KEY: signingKey(),
      ADMIN_MOBILE: '',
      ...production,
      ...env,
    },
    120_000,
    'built',
  );
}

/** The configuration of an app built in this process on `dataDir`, seeded with the demo data, the public cache on. */
export const demoAppConfig = (dataDir: string, webDist: string): Config =>
  loadConfig(
    { NODE_ENV: 'development' },
    {
      dataDir,
      webDist,
      seedDemo: true,
      publicCache: true,
      logLevel: 'warn',
      jwtSecret: secret(),
      hashKey: secret(),
    },
  );

/** Where an app's embedded database lives in its data folder (as the server keeps it). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');
