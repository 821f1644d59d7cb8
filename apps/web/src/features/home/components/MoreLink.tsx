import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The right column's 'all …' link under a box. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mt: 1, fontSize: '0.875rem' }}>
      {children}
    </Link>
  );
}
