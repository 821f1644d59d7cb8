import { readFileSync } from 'node:fs';
import path from 'node:path';
import Autocomplete from '@mui/material/Autocomplete';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY as BUILT_FONT_FAMILY } from '../../../build/fonts';
import { FONT_FAMILY, theme } from './theme';

describe('the theme', () => {
  it("gives MUI components' own words in Persian (Autocomplete: open, clear, no options)", () => {
    render(
      <ThemeProvider theme={theme}>
        <Autocomplete
          options={['داخلی', 'خارجی']}
          defaultValue="داخلی"
          renderInput={(params) => <TextField {...params} label="جستجو" />}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'بازکردن' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'جستجو' });
    fireEvent.focus(input);
    expect(screen.getByTitle('پاک‌کردن')).toBeInTheDocument();
    expect(screen.queryByTitle('Clear')).toBeNull();
    expect(screen.queryByTitle('Open')).toBeNull();
    fireEvent.change(input, { target: { value: 'هیچ' } });
    expect(screen.getByText('بی‌نتیجه')).toBeInTheDocument();
  });
});

describe("the static stylesheets' tokens (src/styles/tokens.css)", () => {
  const tokens = readFileSync(path.join(import.meta.dirname, '../../styles/tokens.css'), 'utf8');
  const token = (name: string) => new RegExp(`--rasti-${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();

  it.each([
    ['primary', theme.palette.primary.main],
    ['primary-light', theme.palette.primary.light],
    ['primary-dark', theme.palette.primary.dark],
    ['on-primary', theme.palette.primary.contrastText],
    ['secondary', theme.palette.secondary.main],
    ['warning', theme.palette.warning.main],
    ['bg', theme.palette.background.default],
    ['paper', theme.palette.background.paper],
    ['text', theme.palette.text.primary],
    ['text-secondary', theme.palette.text.secondary],
    ['divider', theme.palette.divider],
    ['radius', `${theme.shape.borderRadius}px`],
    ['space', theme.spacing(1)],
  ])('--rasti-%s is the theme’s %s', (name, value) => {
    expect(token(name)).toBe(value);
  });

  it('draws with Vazirmatn and then the fallback faces the build writes, in the theme and in the tokens', () => {
    const tokens = readFileSync(path.join(import.meta.dirname, '../../styles/tokens.css'), 'utf8');
    expect(FONT_FAMILY).toBe(BUILT_FONT_FAMILY);
    const tokenFont = /--rasti-font:\s*([^;]+);/.exec(tokens)?.[1]?.replace(/\s+/g, ' ');
    expect(tokenFont).toBe(BUILT_FONT_FAMILY);
    expect(BUILT_FONT_FAMILY).toMatch(/^Vazirmatn, "Vazirmatn Fallback: Tahoma"/);
  });
});
