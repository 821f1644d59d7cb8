import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXT } from '../messages';

/** A regular user's own questions. The questions endpoint arrives with the ask feature; until then a neutral line. */
export default function MyQuestions() {
  return (
    <Paper component="section" aria-labelledby="my-questions-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="my-questions-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {ACCOUNT_TEXT.myQuestions}
      </Typography>
      <Typography color="text.secondary">{ACCOUNT_TEXT.myQuestionsSoon}</Typography>
    </Paper>
  );
}
