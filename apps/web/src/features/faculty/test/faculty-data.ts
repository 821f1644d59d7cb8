// Answers for the faculty tests, shaped like the contract's FacultyMember and ReviewListItem.
import type { FacultyMember } from '@rasti/contract/faculty';
import type { ReviewListItem } from '@rasti/contract/reviews';
import { reviewListItem } from '../../reviews/test/review-data';

export function facultyMember(
  id: number,
  fullName: string,
  abstract = '',
  publishedCount = 0,
): FacultyMember {
  const [first = '', last = ''] = fullName.split(' ');
  return {
    id,
    first_name: first,
    last_name: last,
    full_name: fullName,
    avatar: null,
    abstract,
    published_count: publishedCount,
  };
}

export function publishedItem(id: number, title: string, subjectTitle = `موضوع ${id}`): ReviewListItem {
  return reviewListItem(id, {
    title,
    summary: `چکیده ${title}`,
    subject: 500 + id,
    subject_id: 500 + id,
    subject_title: subjectTitle,
    author_id: 41,
    author_name: 'مریم احمدی',
  });
}
