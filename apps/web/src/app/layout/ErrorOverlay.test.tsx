import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setGlobalError } from '../../lib/ui/global-error';
import { ErrorOverlay } from './ErrorOverlay';

describe('ErrorOverlay', () => {
  it('appears while a global error is set and its close button clears it', async () => {
    render(<ErrorOverlay />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => setGlobalError('خطا در دریافت اطلاعات از سرور. لطفا دوباره تلاش کنید.'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('خطا در دریافت اطلاعات از سرور. لطفا دوباره تلاش کنید.');
    expect(screen.getByRole('button', { name: 'بستن' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
