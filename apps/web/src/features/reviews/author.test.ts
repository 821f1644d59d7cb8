import { describe, expect, it } from 'vitest';
import { authorView } from './author';

describe('authorView: the author box and its fallbacks (spec sections 2 and 3)', () => {
  it('reads a single author object', () => {
    expect(
      authorView({ id: 4, full_name: 'مریم احمدی', avatar: '/media/a.webp', abstract: 'پژوهشگر سلامت' }),
    ).toEqual({ id: 4, name: 'مریم احمدی', avatar: '/media/a.webp', abstract: 'پژوهشگر سلامت' });
  });

  it('takes the first author of a list', () => {
    expect(authorView([{ full_name: 'نخست' }, { full_name: 'دوم' }]).name).toBe('نخست');
  });

  it('reads a plain string as the name, with the default avatar and no abstract', () => {
    expect(authorView('  علی رضایی ')).toEqual({
      id: null,
      name: 'علی رضایی',
      avatar: null,
      abstract: 'بدون توضیحات',
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty list', []],
    ['an empty string', '   '],
    ['an object with empty fields', { full_name: '', avatar: '', abstract: ' ' }],
  ])('falls back to ناشناس, the default avatar and بدون توضیحات for %s', (_label, input) => {
    expect(authorView(input)).toMatchObject({ name: 'ناشناس', avatar: null, abstract: 'بدون توضیحات' });
  });
});
