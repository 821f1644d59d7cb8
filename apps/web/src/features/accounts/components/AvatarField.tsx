import { ImageField, type ImageChange, useObjectUrl } from '../../../components/ImageField';
import { ACCOUNT_TEXT } from '../messages';
import UserAvatar from './UserAvatar';

/** What a save does with the avatar: leave it, upload a new file, or remove it (sent as avatar=''). */
export type AvatarChange = ImageChange;

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
  const previewUrl = useObjectUrl(value.kind === 'file' ? value.file : null);
  const shown = value.kind === 'file' ? previewUrl : value.kind === 'keep' ? currentUrl : null;
  const hasImage = value.kind === 'file' || (value.kind === 'keep' && Boolean(currentUrl));

  return (
    <ImageField
      preview={<UserAvatar src={shown} name={personName} />}
      chooseLabel={ACCOUNT_TEXT.avatarChoose}
      inputLabel={ACCOUNT_TEXT.avatarChoose}
      accept="image/*"
      onFile={onSelect}
      onRemove={hasImage ? onRemove : undefined}
      removeLabel={ACCOUNT_TEXT.avatarRemove}
      error={error}
      disabled={disabled}
    />
  );
}
