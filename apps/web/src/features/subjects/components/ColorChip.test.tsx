import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorChip, chipColors } from './ColorChip';
import styles from './ColorChip.module.css';

/** The chip's painted colours: the custom properties its static stylesheet reads. */
const paint = (chip: HTMLElement) => ({
  background: chip.style.getPropertyValue('--chip-color'),
  text: chip.style.getPropertyValue('--chip-text'),
});

describe('chipColors (category badge contrast)', () => {
  it('writes black on light backgrounds and white on dark ones (threshold 0.5)', () => {
    expect(chipColors('#ffeb3b')).toEqual({ bgcolor: '#ffeb3b', color: '#000000' });
    expect(chipColors('#fff')).toEqual({ bgcolor: '#fff', color: '#000000' });
    expect(chipColors('#1565c0')).toEqual({ bgcolor: '#1565c0', color: '#ffffff' });
    expect(chipColors('#7f7f7f').color).toBe('#ffffff');
    expect(chipColors('#808080').color).toBe('#000000');
  });

  it('falls back to a light grey with black text for a missing or broken colour', () => {
    for (const bad of [null, undefined, '', 'red', '#12345', 'url(x)']) {
      expect(chipColors(bad)).toEqual({ bgcolor: '#e0e6ed', color: '#000000' });
    }
  });
});

describe('ColorChip', () => {
  it('paints the chip in the record colour with the readable text colour', () => {
    render(<ColorChip label="علمی" background="#5d4037" />);
    const chip = screen.getByText('علمی').closest(`.${styles.chip}`) as HTMLElement;
    expect(paint(chip)).toEqual({ background: '#5d4037', text: '#ffffff' });
  });

  it('keeps black text on a light chip', () => {
    render(<ColorChip label="نیمه‌درست" background="#f9a825" />);
    const chip = screen.getByText('نیمه‌درست').closest(`.${styles.chip}`) as HTMLElement;
    expect(paint(chip).text).toBe('#000000');
  });
});
