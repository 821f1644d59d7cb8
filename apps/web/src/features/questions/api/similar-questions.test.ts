import { afterEach, describe, expect, it, vi } from 'vitest';
import { countSuggestionOpened } from './similar-questions';

describe("counting an opened 'already checked?' suggestion", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a beacon to the counter, which survives leaving the page', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    countSuggestionOpened();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(String((sendBeacon.mock.calls[0] as unknown[])[0])).toMatch(
      /\/api\/public\/public-user-question\/similar\/opened\/$/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts with keepalive where beacons are refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    countSuggestionOpened();
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/similar\/opened\/$/), {
      method: 'POST',
      keepalive: true,
    });
  });
});
