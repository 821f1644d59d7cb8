import Box from '@mui/material/Box';
import { textColorForBackground } from '../../../lib/color';

/** An evaluation's title on its own colour, as the verdict chips show it elsewhere. */
export function EvaluationLabel({ title, color }: { title: string; color: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.25,
        borderRadius: 4,
        fontWeight: 700,
        fontSize: '0.95rem',
        bgcolor: color,
        color: textColorForBackground(color),
      }}
    >
      {title}
    </Box>
  );
}
