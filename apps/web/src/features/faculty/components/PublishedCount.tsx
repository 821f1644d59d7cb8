import Box from '@mui/material/Box';
import { toPersianDigits } from '@rasti/contract/persian';
import { FACULTY_TEXT } from '../messages';

/** '{n} مطلب منتشر شده' as a small pill. */
export function PublishedCount({ count }: { count: number }) {
  return (
    <Box
      component="span"
      sx={{
        fontSize: '0.8rem',
        color: 'primary.main',
        bgcolor: 'grey.100',
        borderRadius: 5,
        px: 1.5,
        py: 0.25,
      }}
    >
      {FACULTY_TEXT.publishedCount(toPersianDigits(count))}
    </Box>
  );
}
