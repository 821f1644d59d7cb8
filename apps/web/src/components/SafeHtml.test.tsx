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

  it('names its element for the server’s data block, and sizes a report’s headings by the stylesheet', () => {
    const { rerender } = render(<SafeHtml testId="content" html="<h2>عنوان</h2>" />);
    const content = screen.getByTestId('content');
    expect(content.getAttribute('data-ssr-field')).toBeTruthy();
    expect(content).not.toHaveAttribute('style');
    rerender(
      <SafeHtml testId="content" html="<h2>عنوان</h2>" headingSizes={['2rem', '1.5rem', '1.2rem', '1rem']} />,
    );
    expect(screen.getByTestId('content').style.getPropertyValue('--h2')).toBe('1.5rem');
  });
});
