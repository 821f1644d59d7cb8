import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';

/** The top bar's search field; its suggestions (subjects and reviews) come with the search feature. */
export function GlobalSearch() {
  const inputId = useId();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        borderRadius: 2,
        bgcolor: alpha(theme.palette.common.white, 0.14),
        '&:focus-within': { bgcolor: alpha(theme.palette.common.white, 0.22) },
        width: '100%',
        maxWidth: 420,
      })}
    >
      <SearchIcon fontSize="small" aria-hidden="true" />
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        جستجو در موضوعات و بررسیها
      </Box>
      <InputBase
        id={inputId}
        type="search"
        placeholder="جستجو در موضوعات و بررسیها..."
        autoComplete="off"
        sx={{ color: 'inherit', flex: 1, py: 0.5, '& input::placeholder': { opacity: 0.85 } }}
      />
    </Box>
  );
}
