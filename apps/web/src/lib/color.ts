import { LIMITS } from '@rasti/contract/limits';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative brightness 0..1 of a '#rgb' or '#rrggbb' colour (ITU-R BT.601 weights), or null. */
export function brightness(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const r = Number.parseInt(full.slice(0, 2), 16);
  const g = Number.parseInt(full.slice(2, 4), 16);
  const b = Number.parseInt(full.slice(4, 6), 16);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Black text on light backgrounds, white on dark ones (spec: threshold 0.5); black when unreadable. */
export function textColorForBackground(hex: string): '#000000' | '#ffffff' {
  const value = brightness(hex);
  if (value === null) return '#000000';
  return value > LIMITS.brightnessThreshold ? '#000000' : '#ffffff';
}
