import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, toastSeverity } from './Toast';

describe('toastSeverity', () => {
  it('is success only when the text contains موفقیت', () => {
    expect(toastSeverity('رسانه جدید با موفقیت ثبت شد!')).toBe('success');
    expect(toastSeverity('خطا در عملیات. لطفاً دوباره تلاش کنید.')).toBe('error');
  });
});

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a green success message and closes itself after 5 s', () => {
    const onClose = vi.fn();
    render(<Toast message="تغییرات با موفقیت ذخیره شد!" onClose={onClose} />);
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

  it('shows a failure in red', () => {
    render(<Toast message="خطا در حذف رسانه. لطفاً دوباره تلاش کنید." onClose={() => {}} />);
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorError/);
  });
});
