import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FacultyMember } from '@rasti/contract/faculty';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { lineClamp } from '../../../components/line-clamp';
import { PublishedCount } from './PublishedCount';

/** A member in the list: avatar, name (the link to /facuality/{id}, stretched over the card) and abstract. */
export function FacultyCard({ member }: { member: FacultyMember }) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        p: 2.5,
        borderRadius: 3,
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <AppImage
        src={member.avatar}
        alt=""
        fallback="avatar"
        width={96}
        height={96}
        style={{ borderRadius: '50%', objectFit: 'cover' }}
      />
      <Typography component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        <Link
          component={RouterLink}
          to={`/facuality/${member.id}`}
          color="inherit"
          underline="none"
          // the whole card is the link's target area
          sx={{
            '&::after': { content: '""', position: 'absolute', inset: 0 },
            '&:focus-visible': { outline: 'none' },
          }}
        >
          {member.full_name}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ ...lineClamp(3), lineHeight: 1.8, flex: 1 }}>
        {member.abstract.trim() || FACULTY_MESSAGES.noAbstract}
      </Typography>
      <PublishedCount count={member.published_count} />
    </Card>
  );
}
