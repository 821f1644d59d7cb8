import Avatar from '@mui/material/Avatar';
import { AppImage } from '../../../components/AppImage';
import { ACCOUNT_TEXT } from '../messages';

interface UserAvatarProps {
  src: string | null | undefined;
  name?: string;
  size?: number;
}

/** A user's round picture; the default avatar stands in when there is none or it fails to load. */
export default function UserAvatar({ src, name = '', size = 88 }: UserAvatarProps) {
  return (
    <Avatar sx={{ width: size, height: size, bgcolor: 'grey.200' }}>
      <AppImage
        src={src}
        alt={ACCOUNT_TEXT.avatarAlt(name)}
        fallback="avatar"
        loading="eager"
        width={size}
        height={size}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Avatar>
  );
}
