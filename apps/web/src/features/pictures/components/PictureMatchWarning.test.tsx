import '../../../test/with-fake-session';
import { PICTURE_MESSAGES } from '@rasti/contract/picture-messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PictureMatchWarning } from './PictureMatchWarning';

const MATCHES = '/api/news/pictures/matches/';
const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'flood.jpg', { type: 'image/jpeg' });

afterEach(() => vi.restoreAllMocks());

describe('PictureMatchWarning', () => {
  it('names the published check the new image appeared in, with its link, leaving out the edited item', async () => {
    const { calls } = mockFetch(
      on('POST', MATCHES, {
        body: [
          { kind: 'review', id: 7, title: 'بررسی عکس سیل', url: '/report/7', score: 0.98, match: 'image' },
        ],
      }),
    );
    renderWithProviders(<PictureMatchWarning file={file} edited={{ kind: 'subject', id: 3 }} />);
    const link = await screen.findByRole('link', { name: 'بررسی عکس سیل' });
    expect(link).toHaveAttribute('href', '/report/7');
    expect(screen.getByRole('status')).toHaveTextContent(PICTURE_MESSAGES.seenBefore);
    expect(calls[0]!.url.searchParams.get('kind')).toBe('subject');
    expect(calls[0]!.url.searchParams.get('id')).toBe('3');
    expect((calls[0]!.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('asks nothing without a new image and shows nothing when no check matches', async () => {
    const { calls } = mockFetch(on('POST', MATCHES, { body: [] }));
    const { rerender } = renderWithProviders(<PictureMatchWarning file={null} />);
    expect(calls).toHaveLength(0);
    rerender(<PictureMatchWarning file={file} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
