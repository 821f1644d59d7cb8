import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { REVIEWS_TEXT } from '../messages';
import { Meta, type NewsItemCardData } from './NewsItemCard';
import styles from './NewsItemDialog.module.css';

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
      <DialogTitle id={titleId} className={styles.title}>
        <span className={styles.titleText}>{item.title}</span>
        <IconButton onClick={onClose} aria-label={REVIEWS_TEXT.closeFullItem}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <div className={styles.body}>
          <Meta item={item} />
          <p className={styles.summary}>{item.summary}</p>
          {item.link ? (
            <a className={styles.link} href={item.link} target="_blank" rel="noopener noreferrer nofollow">
              {REVIEWS_TEXT.openLink}
            </a>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
