import Box from '@mui/material/Box';
import { AppImage } from '../../../components/AppImage';
import { type ImageChange, ImageField, useObjectUrl } from '../../../components/ImageField';
import { OUTLETS_TEXT } from '../messages';
import { LOGO_TYPES } from '../validate-outlet-form';

/** What a save does with the logo: leave it, upload a new file, or remove it (sent as logo=''). */
export type LogoChange = ImageChange;

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
  const previewUrl = useObjectUrl(value.kind === 'file' ? value.file : null);
  const shown = value.kind === 'file' ? previewUrl : value.kind === 'keep' ? currentUrl : null;
  const hasImage = value.kind === 'file' || (value.kind === 'keep' && Boolean(currentUrl));
  const chooseLabel = hasImage ? OUTLETS_TEXT.logoReplace : OUTLETS_TEXT.logoChoose;

  return (
    <ImageField
      preview={
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
      }
      chooseLabel={`${chooseLabel}${required ? ' *' : ''}`}
      inputLabel={OUTLETS_TEXT.logoChoose}
      accept={LOGO_TYPES.join(',')}
      onFile={onSelect}
      onRemove={hasImage ? onRemove : undefined}
      removeLabel={OUTLETS_TEXT.logoRemove}
      error={error}
      disabled={disabled}
    />
  );
}
