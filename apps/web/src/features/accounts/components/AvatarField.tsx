import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_TEXT } from '../messages';
import UserAvatar from './UserAvatar';

/** What a save does with the avatar: leave it, upload a new file, or remove it (sent as avatar=''). */
export type AvatarChange = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

interface AvatarFieldProps {
  /** The avatar URL the server has now, if any. */
  currentUrl: string | null;
  value: AvatarChange;
  /** Receives every chosen file; the form decides whether to accept it. */
  onSelect: (file: File) => void;
  onRemove: () => void;
  error?: string | null;
  personName?: string;
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

/** Avatar upload with preview and removal, shared by the profile form and the user form. */
export default function AvatarField({
  currentUrl,
  value,
  onSelect,
  onRemove,
  error,
  personName = '',
  disabled,
}: AvatarFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const previewUrl = useObjectUrl(value.kind === 'file' ? value.file : null);
  const shown = value.kind === 'file' ? previewUrl : value.kind === 'keep' ? currentUrl : null;
  const hasImage = value.kind === 'file' || (value.kind === 'keep' && Boolean(currentUrl));

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <UserAvatar src={shown} name={personName} />
      <Stack spacing={1}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
          >
            {ACCOUNT_TEXT.avatarChoose}
          </Button>
          {hasImage ? (
            <Button color="error" onClick={onRemove} disabled={disabled}>
              {ACCOUNT_TEXT.avatarRemove}
            </Button>
          ) : null}
        </Stack>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          aria-label={ACCOUNT_TEXT.avatarChoose}
          tabIndex={-1}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
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
