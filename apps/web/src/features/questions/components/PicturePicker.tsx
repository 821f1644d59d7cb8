import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { PICTURE_LIMITS, PICTURE_MESSAGES, PICTURE_TYPES } from '@rasti/contract/picture-messages';
import { useQueries } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorDetail } from '../../../lib/api/errors';
import { imageBytesProblem } from '../../../lib/forms/image-files';
import { pictureProblem, similarPictureQueryOptions } from '../api/question-pictures';
import { ASK_TEXT } from '../messages';

/**
 * The ask form's pictures: up to three JPEG, PNG or WebP files of at most 10 MB, each shown as a small
 * preview with a remove button. A file the server would refuse by its type or size is refused here at
 * once in Persian, and never joins the form; one only the server can judge (broken bytes, over 40
 * megapixels) is named by the server's sentence from its 'already checked?' lookup (the same query as the
 * suggestions', so it is asked once).
 */
export default function PicturePicker({
  pictures,
  onChange,
}: {
  pictures: File[];
  onChange: (pictures: File[]) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => pictures.map((file) => URL.createObjectURL(file)), [pictures]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const full = pictures.length >= PICTURE_LIMITS.perQuestion;
  const looked = useQueries({ queries: pictures.map((file) => similarPictureQueryOptions(file)) });
  const refusedByServer = looked.find((answer) => answer.isError)?.error;
  const shown =
    problem ?? (refusedByServer ? errorDetail(refusedByServer, PICTURE_MESSAGES.unreadable) : null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // the same file may be chosen again after it was removed
    event.target.value = '';
    // by the declared type and size, then by the first bytes (a text file named .png is no picture)
    const problems = await Promise.all(
      chosen.map(
        async (file) =>
          pictureProblem(file) ?? (await imageBytesProblem(file, PICTURE_TYPES, PICTURE_MESSAGES.notPicture)),
      ),
    );
    const refused = problems.find((p) => p !== null) ?? null;
    const accepted = chosen.filter((_, i) => problems[i] === null);
    const room = PICTURE_LIMITS.perQuestion - pictures.length;
    setProblem(refused ?? (accepted.length > room ? PICTURE_MESSAGES.tooMany : null));
    if (accepted.length > 0 && room > 0) onChange([...pictures, ...accepted.slice(0, room)]);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} aria-describedby={hintId}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {ASK_TEXT.picturesLabel}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ASK_TEXT.picturesHint}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {pictures.map((file, i) => (
          <Box
            key={previews[i]}
            sx={{
              position: 'relative',
              width: 96,
              height: 96,
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              component="img"
              src={previews[i]}
              alt={ASK_TEXT.pictureAlt(i + 1)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={ASK_TEXT.removePicture(i + 1)}
              onClick={() => {
                setProblem(null);
                onChange(pictures.filter((f) => f !== file));
              }}
              sx={{
                position: 'absolute',
                top: 2,
                insetInlineEnd: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {/* a real button opens the hidden input: a label styled as a button is no button to a screen reader */}
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={full}
          onClick={() => inputRef.current?.click()}
        >
          {ASK_TEXT.addPicture}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          aria-label={ASK_TEXT.addPicture}
          accept={PICTURE_TYPES.join(',')}
          multiple
          hidden
          disabled={full}
          onChange={choose}
        />
      </Box>
      {shown ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {shown}
        </Alert>
      ) : null}
    </Box>
  );
}
