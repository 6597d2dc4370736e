import type { UserInfo } from '@assessly/shared';
import { Avatar, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { imageUrl, initialsOf } from '../lib/images';

/** The user's picture, or their initials on the primary colour. */
export function UserAvatar({ user, size = 40, sx }: { user: UserInfo | null; size?: number; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const src = imageUrl(user?.imagePath);
  return (
    <Avatar
      src={src}
      alt={src ? t('shell.userAvatar', { name: user?.fullName ?? '' }) : undefined}
      aria-hidden={src ? undefined : true}
      sx={[
        {
          width: size,
          height: size,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: size * 0.4,
          fontWeight: 600,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(user?.fullName)}
    </Avatar>
  );
}
