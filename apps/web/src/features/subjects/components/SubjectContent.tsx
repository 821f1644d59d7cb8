import { SafeHtml } from '../../../components/SafeHtml';

/** A subject's rich content, cleaned by DOMPurify again right before display (spec section 5). */
export function SubjectContent({ html }: { html: string }) {
  return (
    <SafeHtml
      html={html}
      testId="subject-content"
      headingSizes={['1.5rem', '1.35rem', '1.2rem', '1.05rem']}
      hideWhenBlank
    />
  );
}
