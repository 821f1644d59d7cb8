import { describe, expect, it } from 'vitest';
import { brightness, textColorForBackground } from './color';

describe('textColorForBackground', () => {
  it('uses black text on light backgrounds', () => {
    expect(textColorForBackground('#ffffff')).toBe('#000000');
    expect(textColorForBackground('#ffeb3b')).toBe('#000000');
    expect(textColorForBackground('#fff')).toBe('#000000');
  });

  it('uses white text on dark backgrounds', () => {
    expect(textColorForBackground('#000000')).toBe('#ffffff');
    expect(textColorForBackground('#1565c0')).toBe('#ffffff');
    expect(textColorForBackground('d32f2f')).toBe('#ffffff');
  });

  it('switches at brightness 0.5', () => {
    // #808080 is 128/255 ≈ 0.502 and #7f7f7f is 127/255 ≈ 0.498
    expect(brightness('#808080')).toBeGreaterThan(0.5);
    expect(textColorForBackground('#808080')).toBe('#000000');
    expect(brightness('#7f7f7f')).toBeLessThan(0.5);
    expect(textColorForBackground('#7f7f7f')).toBe('#ffffff');
  });

  it('falls back to black for an unreadable colour', () => {
    expect(brightness('red')).toBeNull();
    expect(textColorForBackground('red')).toBe('#000000');
  });
});
