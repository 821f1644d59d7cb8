// Answers for the faculty tests, shaped like the contract's FacultyMember and ReviewListItem.
import type { FacultyMember } from '@rasti/contract/faculty';
import type { ReviewListItem } from '@rasti/contract/reviews';

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
  return {
    id,
    title,
    summary: `چکیده ${title}`,
    main_images: null,
    main_images_small: null,
    subject: 500 + id,
    subject_id: 500 + id,
    subject_title: subjectTitle,
    category: null,
    category_title: null,
    category_color: null,
    subject_evaluation: null,
    subject_evaluation_title: null,
    subject_evaluation_color: null,
    status: 2,
    date_published: '2024-03-20T10:00:00.000Z',
    views: 0,
    author_id: 41,
    author_name: 'مریم احمدی',
  };
}
