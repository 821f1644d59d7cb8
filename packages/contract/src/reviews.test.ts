import { describe, expect, it } from 'vitest';
import { facultyIdParam, FACULTY_MESSAGES } from './faculty.ts';
import { REVIEW_MESSAGES, reviewBody, reviewMissingMessage, reviewSortOf } from './reviews.ts';
import { searchQuery } from './search.ts';

describe('the review form body', () => {
  it('reads news_items from a multipart JSON text or a JSON array alike', () => {
    const items = [
      { source_id: '۳', title: ' خبر ', link: 'news.example/x', date: '1700000000', evaluation: '' },
    ];
    const fromText = reviewBody.parse({ news_items: JSON.stringify(items), status: '2', subject: '12' });
    const fromArray = reviewBody.parse({ news_items: items, status: 2, subject: 12 });
    expect(fromText).toEqual(fromArray);
    expect(fromText.news_items).toEqual([
      {
        source_id: 3,
        title: 'خبر',
        link: 'https://news.example/x',
        date: 1_700_000_000,
        evaluation: undefined,
      },
    ]);
    expect(reviewBody.parse({ news_items: '' }).news_items).toEqual([]);
  });

  it('names the wrong item field with the Persian message', () => {
    const result = reviewBody.safeParse({ news_items: JSON.stringify([{ title: 'خوب' }, { title: '' }]) });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['news_items', 1, 'title'],
      message: REVIEW_MESSAGES.newsItemTitleRequired,
    });
    expect(reviewBody.safeParse({ news_items: 'not json' }).error!.issues[0]!.message).toBe(
      REVIEW_MESSAGES.newsItemsInvalid,
    );
    expect(reviewBody.safeParse({ status: '9' }).error!.issues[0]!.message).toBe(
      REVIEW_MESSAGES.statusInvalid,
    );
  });

  it("lists missing fields after 'please fill in the following'", () => {
    expect(reviewMissingMessage(['title', 'main_images'])).toBe(
      'لطفاً موارد زیر را تکمیل کنید: عنوان، تصویر اصلی',
    );
  });
});

describe('query helpers', () => {
  it('takes one review sort flag at a time, in the sort menu order', () => {
    expect(reviewSortOf({})).toBe('newest');
    expect(reviewSortOf({ views: true, priority: true })).toBe('priority');
    expect(reviewSortOf({ most_wanted: true, most_reviewed: true })).toBe('most_reviewed');
  });

  it('refuses a faculty id that is not a positive whole number, in Persian', () => {
    expect(facultyIdParam.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['abc', '0', '1.5', '-1', '99999999999']) {
      expect(facultyIdParam.safeParse({ id }).error?.issues[0]?.message, id).toBe(FACULTY_MESSAGES.invalidId);
    }
  });

  it('defaults the search suggestion limit and caps it', () => {
    expect(searchQuery.parse({})).toEqual({ q: '', limit: 5 });
    expect(searchQuery.safeParse({ q: 'x', limit: '11' }).success).toBe(false);
  });
});
