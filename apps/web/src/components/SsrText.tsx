import { type ElementType, useContext, useId } from 'react';
import { FIELD_MIN_LENGTH, SsrFields } from '../ssr-state';

/** Text whose HTML is itself: the browser reads a field back as its element's inner HTML. */
const PLAIN = /^[^&<>\u00a0]*$/;

/**
 * Plain text a page shows that its data holds too (a source's title or summary), sent once (ADR 23): on
 * the server a text of FIELD_MIN_LENGTH characters or more is a field of the page (its element carries
 * `data-ssr-field`, as SafeHtml's does), so the data block leaves it out and the browser reads it back from
 * the element before taking the page over. A shorter text, or one whose HTML would differ from it (`&`,
 * `<`, `>`, a no-break space), stays in the block.
 */
export function SsrText({
  text,
  as: Tag = 'span',
  className,
}: {
  text: string;
  as?: ElementType;
  className?: string;
}) {
  const id = useId();
  const fields = useContext(SsrFields);
  const field = text.length >= FIELD_MIN_LENGTH && PLAIN.test(text) ? id : undefined;
  if (fields && field) fields.set(text, field);
  return (
    <Tag className={className} data-ssr-field={field}>
      {text}
    </Tag>
  );
}
