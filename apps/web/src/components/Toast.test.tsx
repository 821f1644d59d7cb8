import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, toastSeverity } from './Toast';

describe('toastSeverity', () => {
  it('is success only when the text contains موفقیت', () => {
    expect(toastSeverity('رسانه جدید با موفقیت ثبت شد!')).toBe('success');
    expect(toastSeverity('خطا در عملیات. لطفاً دوباره تلاش کنید.')).toBe('error');
  });
});

// the snackbar is its own chunk, fetched with the first message: render and let the chunk arrive
const renderToast = async (ui: ReactElement) => {
  await act(async () => {
    render(ui);
  });
};

describe('Toast', () => {
  beforeAll(async () => {
    await import('./ToastView');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a green success message and closes itself after 5 s', async () => {
    const onClose = vi.fn();
    await renderToast(<Toast message="تغییرات با موفقیت ذخیره شد!" onClose={onClose} />);
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('تغییرات با موفقیت ذخیره شد!');
    expect(alert.className).toMatch(/MuiAlert-colorSuccess/);
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in red', async () => {
    await renderToast(<Toast message="خطا در حذف رسانه. لطفاً دوباره تلاش کنید." onClose={() => {}} />);
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorError/);
  });
});
