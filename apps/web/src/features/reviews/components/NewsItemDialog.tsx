import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { REVIEWS_TEXT } from '../messages';
import { Meta, type NewsItemCardData } from './NewsItemCard';

type NewsItemDialogProps = {
  item: NewsItemCardData;
  open: boolean;
  onClose: () => void;
  titleId: string;
};

/** A news item in full, over the whole screen (loaded on the first open of a card). */
export default function NewsItemDialog({ item, open, onClose, titleId }: NewsItemDialogProps) {
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {item.title}
        </Box>
        <IconButton onClick={onClose} aria-label={REVIEWS_TEXT.closeFullItem}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ maxWidth: 760, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Meta item={item} />
          <Typography component="p" sx={{ whiteSpace: 'pre-line', lineHeight: 2 }}>
            {item.summary}
          </Typography>
          {item.link ? (
            <Link
              href={item.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              sx={{ alignSelf: 'flex-start' }}
            >
              {REVIEWS_TEXT.openLink}
            </Link>
          ) : null}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
