import { hydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './components/SafeHtml';
import { decodeSsrState, encodeSsrState, readSsrState, SSR_STATE_ID, SsrFields } from './ssr-state';

const CONTENT =
  '<p>ادعای «پختن ویروس در گلو» بر تصوری نادرست بنا شده است.</p><h2>نوشیدنی گرم چه فایده‌ای دارد؟</h2><p>متن <strong>مهم</strong> و <a href="https://example.org/a?b=1&amp;c=2">پیوند</a></p>';
const TITLE = 'آیا واکسن آنفلوآنزا خود باعث ابتلا به آنفلوآنزا می‌شود؟';
const REVIEW = {
  id: 7,
  title: 'بررسی ادعای قطع اینترنت',
  content: CONTENT,
  subject_title: TITLE,
  related: [{ title: TITLE }, { title: TITLE, note: '\u0001 یک' }],
  odd: ['\u00012', '\u0002x', '</script><script>alert(1)</script>'],
};
const KEY = ['reviews', 'public-detail', 7] as const;

/** The report as a tiny app shows it: its title, its rich content (SafeHtml) and nothing else. */
function Report() {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => new Promise<typeof REVIEW>(() => {}) });
  if (!data) return <p>در حال بارگذاری</p>;
  return (
    <article>
      <h1>{data.title}</h1>
      <SafeHtml html={data.content} testId="review-content" />
    </article>
  );
}

/** What the server sends: the page's markup and its data block, written as entry-server writes them. */
function serverPage(): string {
  const client = new QueryClient();
  client.setQueryData(KEY, REVIEW, { updatedAt: 1_000 });
  const fields = new Map<string, string>();
  const html = renderToString(
    <SsrFields.Provider value={fields}>
      <QueryClientProvider client={client}>
        <Report />
      </QueryClientProvider>
    </SsrFields.Provider>,
  );
  const block = encodeSsrState(client.getQueryCache().getAll(), fields);
  return `<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ID}">${block}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the data block of a server-rendered page', () => {
  it('leaves out the rich content the page shows and writes a repeated string once', () => {
    const page = serverPage();
    const block = page.slice(page.indexOf(`id="${SSR_STATE_ID}"`));
    // the content is in the markup once, and not in the block in any form
    expect(page.split('نوشیدنی گرم چه فایده‌ای دارد؟')).toHaveLength(2);
    expect(block).not.toContain('نوشیدنی گرم');
    expect(block.split(TITLE)).toHaveLength(2);
    // never a way out of the <script> block
    expect(block.slice(0, -'</script>'.length)).not.toMatch(/<\/script|<!--/i);
  });

  it('gives the browser every string back: the content from the page, the rest from the block', () => {
    document.body.innerHTML = serverPage();
    const state = readSsrState(document);
    const query = state?.queries.queries[0];
    expect(query?.queryKey).toEqual(KEY);
    expect(query?.state.data).toEqual(REVIEW);
    expect(query?.state).toMatchObject({ status: 'success', dataUpdatedAt: 1_000, fetchStatus: 'idle' });
  });

  it('writes frozen data (a kept answer) as it writes a copy, parts without a packed string included', () => {
    const freeze = <T,>(value: T): T => {
      if (value !== null && typeof value === 'object') {
        for (const item of Object.values(value)) freeze(item);
        Object.freeze(value);
      }
      return value;
    };
    const data = { ...REVIEW, plain: [{ id: 1, name: 'کوتاه', gone: undefined }, [2, null, 'x']] };
    const query = (value: unknown) => {
      const client = new QueryClient();
      client.setQueryData(KEY, value, { updatedAt: 1_000 });
      return client.getQueryCache().getAll();
    };
    const fields = new Map([[CONTENT, 'field-1']]);
    const frozen = freeze(JSON.parse(JSON.stringify(data)));

    const block = encodeSsrState(query(frozen), fields);
    expect(block).toBe(encodeSsrState(query(JSON.parse(JSON.stringify(data))), fields));
    expect(
      decodeSsrState(block, (id) => (id === 'field-1' ? CONTENT : undefined)).queries.queries[0]?.state.data,
    ).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('is not taken for the page’s data when a field is missing from the page', () => {
    document.body.innerHTML = serverPage();
    document.querySelector('[data-ssr-field]')?.removeAttribute('data-ssr-field');
    expect(readSsrState(document)).toBeNull();
    expect(() => decodeSsrState('{"q":[]}', () => undefined)).toThrow();
  });

  it('lets the browser take the page over with the same content, no warning, and the full content cached', async () => {
    document.body.innerHTML = serverPage();
    const root = document.getElementById('root') as HTMLElement;
    const before = root.innerHTML;
    const errors = vi.spyOn(console, 'error');
    const state = readSsrState(document);
    expect(state).not.toBeNull();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    hydrate(client, state?.queries ?? {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <QueryClientProvider client={client}>
          <Report />
        </QueryClientProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(before);
    expect(root.querySelector('[data-testid="review-content"] strong')?.textContent).toBe('مهم');
    // a later visit of the page (a navigation back) finds the whole content in the cache
    expect(client.getQueryData<typeof REVIEW>(KEY)?.content).toBe(CONTENT);
  });
});
