import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script or style: its SHA-256, as `'sha256-…'`. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
