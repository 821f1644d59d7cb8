import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FacultyMember } from '@rasti/contract/faculty';
import { AppImage } from '../../../components/AppImage';
import { FACULTY_TEXT } from '../messages';
import { PublishedCount } from './PublishedCount';

/** The member card at the top of /facuality/{id}: avatar, role, abstract and how much they published. */
export function MemberProfile({ member }: { member: FacultyMember }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'center', sm: 'flex-start' },
        textAlign: { xs: 'center', sm: 'start' },
        gap: 3,
        p: { xs: 2, sm: 3 },
        mb: 4,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <AppImage
        src={member.avatar}
        alt={FACULTY_TEXT.avatarOf(member.full_name)}
        fallback="avatar"
        loading="eager"
        width={128}
        height={128}
        style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: { xs: 'center', sm: 'flex-start' },
          }}
        >
          <Typography component="p" sx={{ color: 'primary.main', fontWeight: 500 }}>
            {FACULTY_TEXT.role}
          </Typography>
          <PublishedCount count={member.published_count} />
        </Box>
        <Typography
          sx={{
            lineHeight: 2,
            whiteSpace: 'pre-line',
            color: member.abstract.trim() ? 'text.primary' : 'text.secondary',
          }}
        >
          {member.abstract.trim() || FACULTY_MESSAGES.noAbstract}
        </Typography>
      </Box>
    </Box>
  );
}
