import Box from '@mui/material/Box';
import { IMAGE_ACCEPT } from '@rasti/contract/limits';
import { useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { ImageField, useObjectUrl } from '../../../components/ImageField';
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

/** The review's main image: choose a file (previewed), or keep the saved one when editing. */
export function MainImageField({
  value,
  savedUrl,
  onChange,
  checkFile,
  error,
  disabled,
}: MainImageFieldProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(value.kind === 'file' ? value.file : null);
  const shown = value.kind === 'file' ? previewUrl : value.kind === 'keep' ? value.url : null;
  const message = fileError ?? error;

  return (
    <ImageField
      label={REVIEWS_TEXT.mainImage}
      required
      preview={
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
      }
      chooseLabel={shown ? REVIEWS_TEXT.changeImage : REVIEWS_TEXT.chooseImage}
      accept={IMAGE_ACCEPT}
      inputTestId="main-image-input"
      onFile={(file) => {
        const problem = checkFile(file);
        setFileError(problem);
        if (!problem) onChange({ kind: 'file', file });
      }}
      onRemove={
        value.kind === 'file'
          ? () => {
              setFileError(null);
              onChange(savedUrl ? { kind: 'keep', url: savedUrl } : { kind: 'none' });
            }
          : undefined
      }
      removeLabel={REVIEWS_TEXT.removeImage}
      error={message}
      disabled={disabled}
    />
  );
}
