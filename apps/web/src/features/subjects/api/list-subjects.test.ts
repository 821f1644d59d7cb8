import { describe, expect, it } from 'vitest';
import { adminSubjectListQuery, publicSubjectListQuery } from './list-subjects';

describe('publicSubjectListQuery', () => {
  it('asks for 6 a page with the one sort flag and nothing unset', () => {
    expect(publicSubjectListQuery({ page: 1, search: '', sort: 'priority', category: null })).toEqual({
      page: 1,
      page_size: 6,
      priority: 'true',
    });
  });

  it('sends each sort as its own flag, with the search as typed and the category', () => {
    for (const sort of ['views', 'most_reviewed', 'most_wanted'] as const) {
      expect(publicSubjectListQuery({ page: 3, search: '  كودك ربايي ', sort, category: 7 })).toEqual({
        page: 3,
        page_size: 6,
        [sort]: 'true',
        // the server folds Arabic ي/ك itself: the text goes as typed, only trimmed
        search: 'كودك ربايي',
        category: 7,
      });
    }
  });

  it('leaves out a search that is only spaces or marks', () => {
    expect(
      publicSubjectListQuery({ page: 1, search: ' \u200c ـ ', sort: 'views', category: null }),
    ).not.toHaveProperty('search');
  });
});

describe('adminSubjectListQuery', () => {
  it('asks for 10 a page without filters', () => {
    expect(adminSubjectListQuery({ page: 1, search: '', category: null, status: null })).toEqual({
      page: 1,
      page_size: 10,
    });
  });

  it('adds search, category and status when set', () => {
    expect(adminSubjectListQuery({ page: 2, search: 'زلزله', category: 4, status: 1 })).toEqual({
      page: 2,
      page_size: 10,
      search: 'زلزله',
      category: 4,
      status: 1,
    });
  });
});
