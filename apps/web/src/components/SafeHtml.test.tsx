import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('shows the content cleaned of scripts, handlers and script links', () => {
    render(
      <SafeHtml
        testId="content"
        html={
          '<p>متن <strong>مهم</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">پیوند</a>'
        }
      />,
    );
    const content = screen.getByTestId('content');
    expect(content).toHaveTextContent('متن مهم');
    expect(content.querySelector('strong')).not.toBeNull();
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toContain('onerror');
    expect(screen.getByText('پیوند')).not.toHaveAttribute('href', 'javascript:alert(3)');
  });

  it('renders nothing for blank content only when asked to', () => {
    const { rerender } = render(<SafeHtml testId="content" html="<script>x</script>" hideWhenBlank />);
    expect(screen.queryByTestId('content')).toBeNull();
    rerender(<SafeHtml testId="content" html="<script>x</script>" />);
    expect(screen.getByTestId('content')).toBeEmptyDOMElement();
  });
});
