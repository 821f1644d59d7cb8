import {
  isHtmlBlank,
  LIMITS,
  type MissingFields,
  missingRequired,
  normalizeHashtags,
  Status,
  type SubjectDetail,
  SUBJECT_FORM_STATUSES,
  SUBJECT_REQUIRED,
  type SubjectRequiredField,
} from '@rasti/contract';

/** What the subject form holds; selects keep their value as text ('' when nothing is chosen). */
export interface SubjectFormValues {
  title: string;
  abstract: string;
  content: string;
  /** '#a #b' as stored (spec section 3) */
  hashtags: string;
  category: string;
  status: string;
  /** the evaluation id (the API calls it `reviews`) */
  reviews: string;
  priority: number;
  /** a newly chosen main image */
  image: File | null;
  /** the saved main image's URL when editing */
  currentImage: string | null;
  /** a newly chosen attachment */
  file: File | null;
  /** the saved attachment's URL when editing */
  currentFile: string | null;
  /** remove the saved attachment on save */
  removeFile: boolean;
  /** a public correction note (a published subject's edit only); '' for none */
  correction: string;
}

export const emptySubject = (): SubjectFormValues => ({
  title: '',
  abstract: '',
  content: '',
  hashtags: '',
  category: '',
  status: '',
  reviews: '',
  priority: LIMITS.priorityDefault,
  image: null,
  currentImage: null,
  file: null,
  currentFile: null,
  removeFile: false,
  correction: '',
});

/**
 * The statuses the form offers for a subject saved with `savedStatus`: 2, 3, 4 (spec section 4), and a
 * subject that is still a draft may also stay one.
 */
export function subjectStatusChoices(savedStatus: string): readonly Status[] {
  return savedStatus === String(Status.Draft)
    ? [Status.Draft, ...SUBJECT_FORM_STATUSES]
    : SUBJECT_FORM_STATUSES;
}

/** The form filled from a saved subject, its status shown as it is (a draft included). */
export function formValuesFromSubject(subject: SubjectDetail): SubjectFormValues {
  return {
    ...emptySubject(),
    title: subject.title,
    abstract: subject.abstract,
    content: subject.content,
    hashtags: normalizeHashtags(subject.hashtags),
    category: subject.category === null ? '' : String(subject.category),
    status: String(subject.status),
    reviews: subject.reviews === null ? '' : String(subject.reviews),
    priority: subject.priority,
    currentImage: subject.main_images,
    currentFile: subject.file,
  };
}

/** The fields a local draft keeps: all but the chosen files, which storage cannot hold. */
export type SubjectDraft = Omit<SubjectFormValues, 'image' | 'file'>;

export function subjectDraft({ image: _image, file: _file, ...kept }: SubjectFormValues): SubjectDraft {
  return kept;
}

/** The required fields left empty, in the order the message names them, with their messages (spec section 5). */
export const missingSubjectFields = (values: SubjectFormValues): MissingFields<SubjectRequiredField> | null =>
  missingRequired(SUBJECT_REQUIRED, {
    title: !values.title.trim(),
    abstract: !values.abstract.trim(),
    content: isHtmlBlank(values.content),
    main_images: !values.image && !values.currentImage,
    category: !values.category,
    status: !values.status,
    reviews: !values.reviews,
  });

/**
 * The multipart body of POST and PATCH /news/news-subject/ (spec section 7): a new image as
 * main_images or keep_image=true; a new attachment as file, or file='' to remove the saved one.
 */
export function subjectFormData(values: SubjectFormValues, editing: boolean): FormData {
  const data = new FormData();
  data.append('title', values.title.trim());
  data.append('abstract', values.abstract.trim());
  data.append('content', values.content);
  data.append('category', values.category);
  data.append('status', values.status);
  data.append('reviews', values.reviews);
  data.append('priority', String(values.priority));
  data.append('hashtags', normalizeHashtags(values.hashtags));
  if (values.image) data.append('main_images', values.image);
  else if (editing) data.append('keep_image', 'true');
  if (values.file) data.append('file', values.file);
  else if (editing && values.removeFile) data.append('file', '');
  if (editing && values.correction.trim()) data.append('correction', values.correction.trim());
  return data;
}
