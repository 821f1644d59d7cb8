import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useRef, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { OUTLETS_TEXT } from '../messages';
import { LOGO_TYPES } from '../validate-media-form';

/** What a save does with the logo: leave it, upload a new file, or remove it (sent as logo=''). */
export type LogoChange = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

interface LogoFieldProps {
  /** The logo URL the server has now, if any. */
  currentUrl: string | null;
  value: LogoChange;
  /** Receives every chosen file; the form decides whether to accept it. */
  onSelect: (file: File) => void;
  onRemove: () => void;
  error?: string;
  required?: boolean;
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

/** Logo upload with a preview and removal; a missing or broken logo shows the default one. */
export default function LogoField({
  currentUrl,
  value,
  onSelect,
  onRemove,
  error,
  required,
  disabled,
}: LogoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const previewUrl = useObjectUrl(value.kind === 'file' ? value.file : null);
  const shown = value.kind === 'file' ? previewUrl : value.kind === 'keep' ? currentUrl : null;
  const hasImage = value.kind === 'file' || (value.kind === 'keep' && Boolean(currentUrl));
  const chooseLabel = hasImage ? OUTLETS_TEXT.logoReplace : OUTLETS_TEXT.logoChoose;

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          flexShrink: 0,
          borderRadius: 2,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: 'background.default',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        <AppImage
          // a new preview or the saved logo: a fresh element per source resets the failure fallback
          key={shown ?? 'none'}
          src={shown}
          alt={OUTLETS_TEXT.logoPreview}
          fallback="logo"
          loading="eager"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </Box>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
          >
            {chooseLabel}
            {required ? ' *' : ''}
          </Button>
          {hasImage ? (
            <Button color="error" onClick={onRemove} disabled={disabled}>
              {OUTLETS_TEXT.logoRemove}
            </Button>
          ) : null}
        </Stack>
        <input
          ref={inputRef}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-label={OUTLETS_TEXT.logoChoose}
          tabIndex={-1}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            // cleared so choosing the same file again still fires a change
            e.target.value = '';
            if (file) onSelect(file);
          }}
        />
        {error ? (
          <FormHelperText id={errorId} error role="alert">
            {error}
          </FormHelperText>
        ) : null}
      </Stack>
    </Stack>
  );
}
