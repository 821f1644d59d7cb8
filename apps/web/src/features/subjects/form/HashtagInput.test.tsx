import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControlled, shownValue } from '../../../test/controlled';
import { setupUser } from '../../../test/render';
import { HashtagInput } from './HashtagInput';
import { FORM_MESSAGES as M } from './messages';

const renderInput = (initial = '') =>
  renderControlled(initial, (value, onChange) => <HashtagInput value={value} onChange={onChange} />);

const user = () => setupUser();
const value = () => shownValue();
const input = () => screen.getByRole('textbox', { name: M.hashtags });

describe('HashtagInput', () => {
  it('adds the typed tag with # when a space is typed, and ignores a duplicate', async () => {
    const u = user();
    renderInput();
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
    renderInput();
    await u.type(input(), '   ##خبر   ');
    expect(value()).toBe('#خبر');
  });

  it('adds on Enter and on leaving the field, without submitting a form', async () => {
    const u = user();
    let submitted = false;
    renderControlled('', (value, onChange) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <HashtagInput value={value} onChange={onChange} />
      </form>
    ));
    await u.type(input(), 'یک{Enter}');
    expect(submitted).toBe(false);
    await u.type(input(), 'دو');
    fireEvent.blur(input());
    expect(value()).toBe('#یک #دو');
  });

  it('takes several pasted tags at once', async () => {
    const u = user();
    renderInput();
    await u.click(input());
    await u.paste('الف ب #ج د');
    expect(value()).toBe('#الف #ب #ج');
    expect(input()).toHaveValue('د');
  });

  it('removes a chip, and Backspace in the empty field takes the last one back for editing', async () => {
    const u = user();
    renderInput('#یک #دو #سه');
    await u.click(screen.getByRole('button', { name: M.hashtagRemove('#دو') }));
    expect(value()).toBe('#یک #سه');
    await u.click(input());
    await u.keyboard('{Backspace}');
    expect(value()).toBe('#یک');
    expect(input()).toHaveValue('سه');
  });
});

describe('the hashtag hint', () => {
  it('never lets a line start with the lone sign it names (no breakable space beside _ or #)', () => {
    renderInput();
    const hint = screen.getByText(/بین کلمه‌ها/);
    expect(hint.textContent).not.toMatch(/[ ][_#]|_[ ]/);
    expect(hint.textContent).toContain('از\u00A0_\u00A0استفاده');
  });
});
