import Autocomplete from '@mui/material/Autocomplete';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

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
