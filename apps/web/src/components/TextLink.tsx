import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/**
 * A router link drawn as MUI's `<Link underline="hover">` is (primary colour, underlined on hover), without
 * the Link component's code. Change its colour with `sx={{ color: 'inherit' }}` or `'text.primary'`.
 */
export const TextLink = styled(RouterLink)(({ theme }) => ({
  margin: 0,
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));
