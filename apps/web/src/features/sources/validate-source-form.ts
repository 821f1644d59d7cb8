import { SOURCE_MESSAGES } from '@rasti/contract/source-messages';
import { withScheme } from '@rasti/contract/form-rules';
import type { Source } from '@rasti/contract/sources';
import { Status } from '@rasti/contract/enums';
import type { SourcePayload } from './api/save-source';

export interface OutletChoice {
  id: number;
  name: string;
  logo: string | null;
}

export interface SourceFormValues {
  publisher: OutletChoice | null;
  title: string;
  link: string;
  /** Unix seconds */
  date: number | null;
  summary: string;
  result: number | null;
}

export type SourceField = 'publisher' | 'title' | 'link' | 'summary';

export interface SourceFormCheck {
  /** The one message shown above the form, or null when it may be sent. */
  message: string | null;
  fields: Partial<Record<SourceField, string>>;
}

/** A new source's form: today's date (spec: the news date defaults to now), everything else empty. */
export const emptySourceValues = (now: number = Math.floor(Date.now() / 1000)): SourceFormValues => ({
  publisher: null,
  title: '',
  link: '',
  date: now,
  summary: '',
  result: null,
});

/** An existing source's form. */
export const sourceToValues = (source: Source): SourceFormValues => ({
  publisher: { id: source.publisher, name: source.publisher_name, logo: source.logo },
  title: source.title,
  link: source.link,
  date: source.date_published_rumor,
  summary: source.summary,
  result: source.result_id,
});

const HTTP_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * Spec section 5: publisher, title and summary are required together, with one message; the link is
 * optional but, when given, must be a web address ('https://' is added when it has no scheme).
 */
export function checkSourceForm(values: SourceFormValues): SourceFormCheck {
  const fields: SourceFormCheck['fields'] = {};
  if (!values.publisher) fields.publisher = SOURCE_MESSAGES.required;
  if (!values.title.trim()) fields.title = SOURCE_MESSAGES.required;
  if (!values.summary.trim()) fields.summary = SOURCE_MESSAGES.required;
  if (Object.keys(fields).length > 0) return { message: SOURCE_MESSAGES.required, fields };
  const link = values.link.trim();
  if (link && !HTTP_LINK.test(withScheme(link))) {
    return { message: SOURCE_MESSAGES.linkInvalid, fields: { link: SOURCE_MESSAGES.linkInvalid } };
  }
  return { message: null, fields: {} };
}

/** The save body; call after `checkSourceForm` found nothing. A source keeps its status when edited. */
export function sourcePayload(
  values: SourceFormValues,
  subjectId: number,
  status: number = Status.Published,
): SourcePayload {
  const link = values.link.trim();
  return {
    news_subject: subjectId,
    subject_id: subjectId,
    title: values.title.trim(),
    link: link ? withScheme(link) : '',
    publisher: values.publisher!.id,
    date_published_rumor: values.date,
    result: values.result,
    summary: values.summary.trim(),
    status,
  };
}
