import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import { AppImage } from '../../../components/AppImage';
import { type AuthorInput, authorView } from '../author';
import { REVIEWS_TEXT } from '../messages';

/** 'درباره نویسنده:' with the author's avatar, name and abstract, each with its fallback. */
export function AuthorBox({ author }: { author: AuthorInput }) {
  const view = authorView(author);
  return (
    <Paper component="section" aria-labelledby="report-author-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="report-author-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {REVIEW_MESSAGES.authorHeading}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <AppImage
          src={view.avatar}
          alt={REVIEWS_TEXT.authorAvatar(view.name)}
          fallback="avatar"
          width={64}
          height={64}
          style={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700 }} data-testid="author-name">
            {view.name}
          </Typography>
          <Typography
            component="p"
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line' }}
            data-testid="author-abstract"
          >
            {view.abstract}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
