import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { imageBytesProblem } from '../lib/forms/image-files';

/** What a save does with an image: leave the saved one, upload a new file, or remove it. */
export type ImageChange = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

/** A preview address for a chosen file, released when the file changes or the field goes away. */
export function useObjectUrl(file: File | null): string | null {
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

interface ImageFieldProps {
  /** the picture beside the buttons: the chosen file's preview or the saved image */
  preview: ReactNode;
  chooseLabel: string;
  /**
   * A visible label: the field becomes a group named by it, laid out under it (the preview above the
   * buttons on phones) with its error below. Without one the preview and the buttons share a row.
   */
  label?: string;
  required?: boolean;
  /** the hidden file input's name when there is no visible label */
  inputLabel?: string;
  inputTestId?: string;
  accept: string;
  /**
   * receives each chosen file whose first bytes are a picture (a file that is not one is refused here, in
   * the server's words); choosing the same file again still calls it
   */
  onFile: (file: File) => void;
  /** shown as a second button when given */
  onRemove?: () => void;
  removeLabel?: string;
  error?: string | null;
  disabled?: boolean;
}

/** An image upload: a preview, a button that opens the file chooser, an optional remove button. */
export function ImageField({
  preview,
  chooseLabel,
  label,
  required,
  inputLabel,
  inputTestId,
  accept,
  onFile,
  onRemove,
  removeLabel,
  error,
  disabled,
}: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [notPicture, setNotPicture] = useState<string | null>(null);
  const shownError = notPicture ?? error;
  const choose = async (file: File) => {
    // a file that does not even claim to be an image is the form's to refuse, in its own words
    if (!file.type.startsWith('image/')) {
      setNotPicture(null);
      onFile(file);
      return;
    }
    const problem = await imageBytesProblem(file);
    setNotPicture(problem);
    if (!problem) onFile(file);
  };

  const buttons = (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-describedby={shownError ? errorId : undefined}
      >
        {chooseLabel}
      </Button>
      {onRemove ? (
        <Button
          color="error"
          onClick={() => {
            setNotPicture(null);
            onRemove();
          }}
          disabled={disabled}
        >
          {removeLabel}
        </Button>
      ) : null}
    </Stack>
  );
  const input = (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      aria-label={label ? undefined : inputLabel}
      aria-labelledby={label ? labelId : undefined}
      data-testid={inputTestId}
      tabIndex={-1}
      hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        // cleared so choosing the same file again still fires a change
        event.target.value = '';
        if (file) void choose(file);
      }}
    />
  );
  const errorText = shownError ? (
    <FormHelperText id={errorId} error role={label ? undefined : 'alert'}>
      {shownError}
    </FormHelperText>
  ) : null;

  if (label) {
    return (
      <Stack spacing={1} role="group" aria-labelledby={labelId}>
        <FormLabel id={labelId} required={required} error={Boolean(shownError)}>
          {label}
        </FormLabel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {preview}
          {buttons}
        </Stack>
        {input}
        {errorText}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {preview}
      <Stack spacing={1}>
        {buttons}
        {input}
        {errorText}
      </Stack>
    </Stack>
  );
}
