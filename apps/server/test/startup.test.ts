import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { lockDataDir } from '../src/db/lock.ts';

/** the offline edition's key, which production requires */
const SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rasti-start-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock (PGlite allows one process per folder)', () => {
  it('refuses a second holder while the first process lives, with a clear message', () => {
    const dir = tempDir();
    // our parent process is alive and is not us: it stands for another server holding the folder
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
  });

  it('takes over a stale lock whose process is gone, and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow(); // same pid may re-enter: it is the holder
    release();
    const again = lockDataDir(dir);
    again();
  });
});

describe('configuration safety', () => {
  it('refuses production without a real SMS sender or secrets', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production' }, { dataDir })).toThrow(/SMS/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMS_SENDER: 'kavenegar', KAVENEGAR_API_KEY: 'k' }, { dataDir }),
    ).toThrow(/JWT_SECRET/);
  });

  it('refuses production without PUBLIC_URL, and an address that is not http(s)', () => {
    const secret = 'x'.repeat(40);
    const production = {
      NODE_ENV: 'production',
      SMS_SENDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'k',
      JWT_SECRET: secret,
      HASH_KEY: secret,
      OFFLINE_SIGNING_KEY: SIGNING_KEY,
    };
    expect(() => loadConfig(production, { dataDir: tempDir() })).toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'rasti.example' }, { dataDir: tempDir() })).toThrow(
      /PUBLIC_URL must be an http or https address/,
    );
    const config = loadConfig(
      { ...production, PUBLIC_URL: 'https://rasti.example/' },
      { dataDir: tempDir() },
    );
    expect(config.publicUrl).toBe('https://rasti.example');
  });

  it('outside production, takes the listening address for PUBLIC_URL, never a request', () => {
    const dataDir = tempDir();
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }, { dataDir }).publicUrl).toBe(
      'http://localhost:3100',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '3200' }, { dataDir }).publicUrl).toBe(
      'http://127.0.0.1:3200',
    );
    expect(loadConfig({ NODE_ENV: 'test', HOST: '::1', PORT: '3300' }, { dataDir }).publicUrl).toBe(
      'http://[::1]:3300',
    );
  });

  it('never seeds demo data in production', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        SMS_SENDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'k',
        JWT_SECRET: secret,
        HASH_KEY: secret,
        OFFLINE_SIGNING_KEY: SIGNING_KEY,
        SEED_DEMO: 'true',
        PUBLIC_URL: 'https://rasti.example',
      },
      { dataDir: tempDir() },
    );
    expect(config.seedDemo).toBe(false);
  });

  it('generates a development secret once and keeps it in the data folder', () => {
    const dataDir = tempDir();
    const a = loadConfig({}, { dataDir });
    const b = loadConfig({}, { dataDir });
    expect(a.jwtSecret).toHaveLength(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(a.hashKey).not.toBe(a.jwtSecret);
  });
});
