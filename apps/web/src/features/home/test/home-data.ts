// Home answers for the home tests, shaped like GET /public/home/ (contract HomeResponse).
import type { SubjectListItem } from '@rasti/contract/subjects';
import type { FacultyMember } from '@rasti/contract/faculty';
import type { HomeResponse } from '@rasti/contract/home';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { facultyMember } from '../../../test/fixtures/faculty';
import { reviewListItem } from '../../../test/fixtures/reviews';
import { scoreRows, scoreTypes } from '../../scores/test/scores-data';

export function review(id: number, title: string): ReviewListItem {
  return reviewListItem(id, { title, summary: `چکیده ${title}` });
}

export function subject(id: number, title: string): SubjectListItem {
  return {
    id,
    title,
    abstract: '',
    main_images: null,
    main_images_small: null,
    category: null,
    category_title: null,
    category_color: null,
    reviews: null,
    reviews_title: null,
    reviews_color: null,
    status: 2,
    priority: 5,
    hashtags: '',
    views: 0,
    date_published: null,
  };
}

/** A board member as the home answer carries one (the faculty tests' own maker). */
export const member = (id: number, fullName: string, abstract = ''): FacultyMember =>
  facultyMember(id, fullName, abstract);

export const homeAnswer: HomeResponse = {
  scores: { score_types: scoreTypes, rows: scoreRows },
  latest_reviews: [1, 2, 3, 4, 5, 6].map((n) => review(n, `بررسی شماره ${n}`)),
  trending: {
    priority: [subject(1, 'موضوع اولویت‌دار')],
    most_wanted: [subject(2, 'موضوع پرتقاضا')],
    views: [subject(3, 'موضوع پربازدید')],
    most_reviewed: [subject(4, 'موضوع پربحث')],
  },
  faculty: [member(41, 'مریم احمدی', 'استاد ارتباطات'), member(42, 'علی رضایی'), member(43, 'سارا کریمی')],
};
