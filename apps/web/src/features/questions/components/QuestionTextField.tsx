import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { QUESTION_LIMITS } from '@rasti/contract/question-messages';

type QuestionField = 'title' | 'summary' | 'resource';

/** How many lines each box starts with: the title is one line, the reason and the sources grow. */
const ROWS: Record<QuestionField, number | undefined> = { title: undefined, summary: 4, resource: 2 };

interface QuestionTextFieldProps {
  field: QuestionField;
  label: string;
  value: string;
  onText: (text: string) => void;
  error?: boolean;
  required?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/** One of a question's text boxes (the ask form's and the staff's edit), cut at the contract's length. */
export function QuestionTextField({ field, onText, ...props }: QuestionTextFieldProps) {
  const rows = ROWS[field];
  return (
    <TextField
      {...props}
      onChange={(e) => onText(e.target.value)}
      fullWidth
      multiline={rows !== undefined}
      minRows={rows}
      slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS[field] } }}
    />
  );
}
