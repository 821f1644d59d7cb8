import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PlainButton } from '../../../components/PlainButton';
import { RIGHT_COLUMN_TEXT } from '../messages';

/** The ask-me promo: an invitation to send a news item for checking, linking to /ask-me. */
export function AskMePromo() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: 2,
        borderRadius: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <QuestionAnswerOutlined aria-hidden="true" />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem' }}>
          {RIGHT_COLUMN_TEXT.askTitle}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ lineHeight: 1.9 }}>
        {RIGHT_COLUMN_TEXT.askText}
      </Typography>
      <PlainButton to="/ask-me" variant="contained" color="warning" sx={{ alignSelf: 'flex-start' }}>
        {RIGHT_COLUMN_TEXT.askAction}
      </PlainButton>
    </Box>
  );
}
