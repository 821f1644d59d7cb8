import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: jumps over the top bar and menu to the page itself. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      پرش به محتوای اصلی
    </Box>
  );
}
