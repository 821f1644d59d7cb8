import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useRef, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { REVIEWS_TEXT } from '../messages';
import type { ImageChoice } from './review-form';

interface MainImageFieldProps {
  value: ImageChoice;
  /** The image saved before this edit, which 'remove' goes back to; null on create. */
  savedUrl: string | null;
  onChange: (choice: ImageChoice) => void;
  /** Receives a chosen file; answers an error to refuse it. */
  checkFile: (file: File) => string | null;
  error?: string;
  disabled?: boolean;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The review's main image: choose a file (previewed), or keep the saved one when editing. */
export function MainImageField({
  value,
  savedUrl,
  onChange,
  checkFile,
  error,
  disabled,
}: MainImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(value.kind === 'file' ? value.file : null);
  const shown = value.kind === 'file' ? previewUrl : value.kind === 'keep' ? value.url : null;
  const message = fileError ?? error;

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} required error={Boolean(message)}>
        {REVIEWS_TEXT.mainImage}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: { xs: '100%', sm: 240 },
            aspectRatio: '16 / 9',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.100',
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
          }}
        >
          <AppImage
            src={shown}
            alt={shown ? REVIEWS_TEXT.imagePreview : ''}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={message ? errorId : undefined}
          >
            {shown ? REVIEWS_TEXT.changeImage : REVIEWS_TEXT.chooseImage}
          </Button>
          {value.kind === 'file' ? (
            <Button
              color="error"
              disabled={disabled}
              onClick={() => {
                setFileError(null);
                onChange(savedUrl ? { kind: 'keep', url: savedUrl } : { kind: 'none' });
              }}
            >
              {REVIEWS_TEXT.removeImage}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        aria-labelledby={labelId}
        data-testid="main-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = checkFile(file);
          setFileError(problem);
          if (!problem) onChange({ kind: 'file', file });
        }}
      />
      {message ? (
        <FormHelperText id={errorId} error>
          {message}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
