import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/providers/theme';
import { HashtagInput } from './HashtagInput';
import { FORM_MESSAGES as M } from './messages';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <HashtagInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </ThemeProvider>
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });
const value = () => screen.getByTestId('value').textContent;
const input = () => screen.getByRole('textbox', { name: M.hashtags });

describe('HashtagInput', () => {
  it('adds the typed tag with # when a space is typed, and ignores a duplicate', async () => {
    const u = user();
    render(<Harness />);
    await u.type(input(), 'شایعه ');
    expect(value()).toBe('#شایعه');
    expect(input()).toHaveValue('');
    await u.type(input(), 'واکسن_کرونا ');
    await u.type(input(), 'شایعه ');
    expect(value()).toBe('#شایعه #واکسن_کرونا');
    expect(screen.getByRole('button', { name: M.hashtagRemove('#واکسن_کرونا') })).toBeInTheDocument();
  });

  it('drops a typed # and trims; spaces alone add nothing', async () => {
    const u = user();
    render(<Harness />);
    await u.type(input(), '   ##خبر   ');
    expect(value()).toBe('#خبر');
  });

  it('adds on Enter and on leaving the field, without submitting a form', async () => {
    const u = user();
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Harness />
      </form>,
    );
    await u.type(input(), 'یک{Enter}');
    expect(submitted).toBe(false);
    await u.type(input(), 'دو');
    fireEvent.blur(input());
    expect(value()).toBe('#یک #دو');
  });

  it('takes several pasted tags at once', async () => {
    const u = user();
    render(<Harness />);
    await u.click(input());
    await u.paste('الف ب #ج د');
    expect(value()).toBe('#الف #ب #ج');
    expect(input()).toHaveValue('د');
  });

  it('removes a chip, and Backspace in the empty field takes the last one back for editing', async () => {
    const u = user();
    render(<Harness initial="#یک #دو #سه" />);
    await u.click(screen.getByRole('button', { name: M.hashtagRemove('#دو') }));
    expect(value()).toBe('#یک #سه');
    await u.click(input());
    await u.keyboard('{Backspace}');
    expect(value()).toBe('#یک');
    expect(input()).toHaveValue('سه');
  });
});
