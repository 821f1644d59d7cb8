import { describe, expect, it } from 'vitest';
import { richTextBounds } from './html-policy.ts';
import { LIMITS } from './limits.ts';

// Rich text is measured before any parser sees it: each bound at its limit passes, one past it does not.

const image = `<img src="data:image/png;base64,${'A'.repeat(LIMITS.richTextMaxChars)}">`;

describe('richTextBounds', () => {
  it('passes an ordinary document', () => {
    const doc =
      '<h2>عنوان</h2><p>متن <strong>پررنگ</strong> و <a href="https://x.ir">پیوند</a><br>خط</p>'.repeat(100);
    expect(richTextBounds(doc)).toBeNull();
  });

  it('counts elements, void ones and comments included', () => {
    const max = LIMITS.richTextMaxElements;
    expect(richTextBounds('<br>'.repeat(max))).toBeNull();
    expect(richTextBounds('<br>'.repeat(max + 1))).toBe('elements');
    expect(richTextBounds('<p></p>'.repeat(max))).toBeNull();
    expect(richTextBounds('<p></p>'.repeat(max + 1))).toBe('elements');
    expect(richTextBounds('<!---->'.repeat(max + 1))).toBe('elements');
    // the attack's shapes: 40 000 line breaks, 20 000 paragraphs
    expect(richTextBounds('<br>'.repeat(40_000))).toBe('elements');
    expect(richTextBounds('<p>x</p>'.repeat(20_000))).toBe('elements');
  });

  it('measures nesting as open tags not yet closed', () => {
    const max = LIMITS.richTextMaxDepth;
    expect(richTextBounds(`${'<span>'.repeat(max)}x${'</span>'.repeat(max)}`)).toBeNull();
    expect(richTextBounds(`${'<span>'.repeat(max + 1)}x${'</span>'.repeat(max + 1)}`)).toBe('depth');
    expect(richTextBounds(`${'<b/>'.repeat(max + 1)}`)).toBeNull();
  });

  it('counts characters outside inline images', () => {
    const max = LIMITS.richTextMaxChars;
    expect(richTextBounds('a'.repeat(max))).toBeNull();
    expect(richTextBounds('a'.repeat(max + 1))).toBe('chars');
    expect(richTextBounds(`<p>x</p>${image}`)).toBeNull();
  });

  it('reads a text of unclosed tags and stray brackets in one pass', () => {
    expect(richTextBounds('<a'.repeat(LIMITS.richTextMaxElements))).toBe('depth');
    expect(richTextBounds('a < b'.repeat(100_000))).toBeNull();
  });
});
