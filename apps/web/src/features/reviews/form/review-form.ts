import { isHtmlBlank, richTextProblem } from '@rasti/contract/html-policy';
import type { Status } from '@rasti/contract/enums';
import { LIMITS } from '@rasti/contract/limits';
import { SERVER_MESSAGES } from '@rasti/contract/messages';
import { missingRequired } from '@rasti/contract/form-rules';
import { REVIEW_MESSAGES, REVIEW_REQUIRED, type ReviewRequiredField } from '@rasti/contract/review-messages';
import type { StaffReviewDetail } from '@rasti/contract/reviews';
import type { NewsItemErrors } from './NewsItemBlock';
import { emptyNewsItem, type NewsItemValues } from './news-item';

/** What a save does with the main image: keep the saved one, or upload a new file. */
export type ImageChoice = { kind: 'none' } | { kind: 'keep'; url: string } | { kind: 'file'; file: File };

export interface SubjectChoice {
  id: number;
  title: string;
}

/** One news-item block of the form: a stable key, what it holds now and what it was filled with. */
export interface NewsItemEntry {
  key: string;
  values: NewsItemValues;
  initial: Partial<NewsItemValues> | null;
}

export interface ReviewFormValues {
  subject: SubjectChoice | null;
  title: string;
  summary: string;
  /** HTML; '' when the editor is empty */
  content: string;
  status: Status | '';
  image: ImageChoice;
  newsItems: NewsItemEntry[];
  /** a public correction note (a published review's edit only); '' for none */
  correction: string;
}

export interface ReviewFormErrors {
  fields: Partial<Record<ReviewRequiredField, string>>;
  /** per block, by the block's key */
  newsItems: Record<string, NewsItemErrors>;
  /** the message above the form: 'please fill in the following: …' or the news items' problem */
  summary: string | null;
}

let keySeed = 0;
export const newEntryKey = (): string => `item-${++keySeed}`;

export function newsItemEntry(initial: Partial<NewsItemValues> | null = null): NewsItemEntry {
  return { key: newEntryKey(), values: { ...emptyNewsItem(), ...initial }, initial };
}

/** The create form: one empty news-item block, the subject preselected when the page was opened from one. */
export function emptyReviewForm(subject: SubjectChoice | null = null): ReviewFormValues {
  return {
    subject,
    title: '',
    summary: '',
    content: '',
    status: '',
    image: { kind: 'none' },
    newsItems: [newsItemEntry()],
    correction: '',
  };
}

/** The edit form, filled from the saved review. */
export function reviewFormFromDetail(review: StaffReviewDetail): ReviewFormValues {
  const items = review.news_items.map((item) =>
    newsItemEntry({
      sourceId: item.source_id,
      sourceName: item.source_name ?? '',
      logo: item.logo,
      title: item.title,
      link: item.link,
      summary: item.summary,
      date: item.date,
      evaluation: item.evaluation ?? '',
    }),
  );
  return {
    subject: { id: review.subject_id, title: review.subject_title },
    title: review.title,
    summary: review.summary,
    content: review.content,
    status: review.status as Status,
    image: review.main_images ? { kind: 'keep', url: review.main_images } : { kind: 'none' },
    newsItems: items.length > 0 ? items : [newsItemEntry()],
    correction: '',
  };
}

/** The fields a local draft keeps: not the image (storage cannot hold a file), nor blank blocks. */
export interface ReviewDraft {
  subject: SubjectChoice | null;
  title: string;
  summary: string;
  content: string;
  status: Status | '';
  newsItems: NewsItemValues[];
}

export function reviewDraft(values: ReviewFormValues): ReviewDraft {
  return {
    subject: values.subject,
    title: values.title,
    summary: values.summary,
    content: values.content,
    status: values.status,
    newsItems: values.newsItems.map((entry) => entry.values).filter((item) => !isBlankNewsItem(item)),
  };
}

/** A kept draft back in the form; its news blocks are new blocks filled with the kept values. */
export function withReviewDraft(current: ReviewFormValues, draft: ReviewDraft): ReviewFormValues {
  return {
    ...current,
    ...draft,
    newsItems:
      draft.newsItems.length > 0 ? draft.newsItems.map((item) => newsItemEntry(item)) : [newsItemEntry()],
  };
}

/** A block nobody wrote in (the date alone does not count) is left out of the save. */
export function isBlankNewsItem(item: NewsItemValues): boolean {
  return (
    item.sourceId === null &&
    item.title.trim() === '' &&
    item.link.trim() === '' &&
    item.summary.trim() === '' &&
    item.evaluation === ''
  );
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** The link as the server will store it: 'https://' added when there is no scheme. */
export const linkWithScheme = (link: string): string => {
  const trimmed = link.trim();
  if (trimmed === '' || SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
};
const isWebLink = (link: string) => /^https?:\/\/[^\s/?#]+\S*$/i.test(link);

function newsItemErrors(item: NewsItemValues): NewsItemErrors {
  const errors: NewsItemErrors = {};
  if (item.title.trim() === '') errors.title = REVIEW_MESSAGES.newsItemTitleRequired;
  const link = linkWithScheme(item.link);
  if (link !== '' && !isWebLink(link)) errors.link = REVIEW_MESSAGES.linkInvalid;
  return errors;
}

/** Spec section 5: each missing field gets its own message and the summary names them all. */
export function validateReviewForm(values: ReviewFormValues): ReviewFormErrors {
  const missing = missingRequired(REVIEW_REQUIRED, {
    subject: !values.subject,
    title: values.title.trim() === '',
    summary: values.summary.trim() === '',
    content: isHtmlBlank(values.content),
    status: values.status === '',
    main_images: values.image.kind === 'none',
  });
  const fields: ReviewFormErrors['fields'] = missing?.messages ?? {};
  // content beyond the bounds the server refuses before parsing, said before sending
  const contentTooLarge = fields.content ? null : richTextProblem(values.content);
  if (contentTooLarge) fields.content = contentTooLarge;

  const newsItems: ReviewFormErrors['newsItems'] = {};
  for (const entry of values.newsItems) {
    if (isBlankNewsItem(entry.values)) continue;
    const errors = newsItemErrors(entry.values);
    if (Object.keys(errors).length > 0) newsItems[entry.key] = errors;
  }

  const firstItemError = Object.values(newsItems).flatMap((e) => Object.values(e))[0];
  const summary = missing?.summary ?? contentTooLarge ?? (firstItemError || null);
  return { fields, newsItems, summary };
}

export const hasErrors = (errors: ReviewFormErrors): boolean =>
  errors.summary !== null ||
  Object.keys(errors.fields).length > 0 ||
  Object.keys(errors.newsItems).length > 0;

/** A chosen main image is refused before upload when it is not an image or is over 5 MB. */
export function imageFileError(file: File): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return SERVER_MESSAGES.imageOnly;
  if (file.size > LIMITS.imageMaxBytes) return SERVER_MESSAGES.imageTooLarge;
  return null;
}

/** The multipart body of POST / PATCH /news/review-subject/. */
export function reviewFormData(values: ReviewFormValues): FormData {
  const form = new FormData();
  if (values.subject) form.append('subject', String(values.subject.id));
  form.append('title', values.title.trim());
  form.append('summary', values.summary.trim());
  form.append('content', values.content);
  if (values.status !== '') form.append('status', String(values.status));
  if (values.image.kind === 'file') form.append('main_images', values.image.file);
  else if (values.image.kind === 'keep') form.append('keep_image', 'true');
  const items = values.newsItems
    .map((entry) => entry.values)
    .filter((item) => !isBlankNewsItem(item))
    .map((item) => ({
      source_id: item.sourceId,
      title: item.title.trim(),
      link: linkWithScheme(item.link),
      date: item.date,
      summary: item.summary.trim(),
      evaluation: item.evaluation === '' ? null : item.evaluation,
    }));
  form.append('news_items', JSON.stringify(items));
  if (values.correction.trim()) form.append('correction', values.correction.trim());
  return form;
}

/**
 * The server's 400 fields mapped onto the form: the review's own fields by name, and
 * `news_items.<n>.<field>` onto the n-th block that was sent (blank blocks are not sent).
 */
export function serverErrors(
  fields: Record<string, string[]> | undefined,
  values: ReviewFormValues,
): Pick<ReviewFormErrors, 'fields' | 'newsItems'> {
  const out: Pick<ReviewFormErrors, 'fields' | 'newsItems'> = { fields: {}, newsItems: {} };
  if (!fields) return out;
  const sent = values.newsItems.filter((entry) => !isBlankNewsItem(entry.values));
  const known = new Set<string>(Object.keys(REVIEW_REQUIRED.labels));
  for (const [name, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    const item = /^news_items\.(\d+)\.(\w+)$/.exec(name);
    if (item) {
      const entry = sent[Number(item[1])];
      const field = item[2] === 'source_id' ? 'sourceId' : item[2];
      if (
        entry &&
        (field === 'title' ||
          field === 'link' ||
          field === 'date' ||
          field === 'sourceId' ||
          field === 'summary')
      ) {
        out.newsItems[entry.key] = { ...out.newsItems[entry.key], [field]: message };
      }
      continue;
    }
    const key = name === 'subject_id' ? 'subject' : name;
    if (known.has(key)) out.fields[key as ReviewRequiredField] = message;
  }
  return out;
}
