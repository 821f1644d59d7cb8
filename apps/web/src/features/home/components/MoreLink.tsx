import { TextLink } from '../../../components/TextLink';

/** The right column's 'all …' link under a box. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <TextLink to={to} sx={{ display: 'inline-block', mt: 1, fontSize: '0.875rem' }}>
      {children}
    </TextLink>
  );
}
