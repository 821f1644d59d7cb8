import { ThemeProvider } from '@mui/material/styles';
import { QUESTION_MESSAGES } from '@rasti/contract';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/providers/theme';
import AskResultToast from './AskResultToast';

const seen: { state: unknown } = { state: undefined };
function StateProbe() {
  seen.state = useLocation().state;
  return null;
}

// the toast's snackbar is its own chunk, fetched with the first message: render and let it arrive
async function renderHome(state: unknown) {
  await act(async () => {
    renderTree(state);
  });
}

function renderTree(state: unknown) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <StateProbe />
                <AskResultToast />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeAll(async () => {
  await import('../../../components/ToastView');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AskResultToast', () => {
  it('shows the green success toast for 5 s after a login that attached the question, and clears the state', async () => {
    await renderHome({ postTemp: true, from: 'ask' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent(QUESTION_MESSAGES.homeSent);
    expect(toast.className).toMatch(/MuiAlert-colorSuccess/);
    // the state is used once: a reload or a step back does not repeat the toast
    expect(seen.state).toBeNull();
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText(QUESTION_MESSAGES.homeSent)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText(QUESTION_MESSAGES.homeSent)).not.toBeInTheDocument();
  });

  it('shows the red failure toast when attaching failed', async () => {
    await renderHome({ postTemp: false, from: 'ask' });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent(QUESTION_MESSAGES.homeFailed);
    expect(toast.className).toMatch(/MuiAlert-colorError/);
    act(() => {
      vi.advanceTimersByTime(6_500);
    });
    expect(screen.queryByText(QUESTION_MESSAGES.homeFailed)).not.toBeInTheDocument();
  });

  it.each([
    ['no state', null],
    ['another page’s state', { from: 'profile', postTemp: true }],
    ['a state without the result', { from: 'ask' }],
  ])('shows nothing for %s', async (_label, state) => {
    await renderHome(state);
    expect(screen.queryByText(QUESTION_MESSAGES.homeSent)).not.toBeInTheDocument();
    expect(screen.queryByText(QUESTION_MESSAGES.homeFailed)).not.toBeInTheDocument();
  });
});
