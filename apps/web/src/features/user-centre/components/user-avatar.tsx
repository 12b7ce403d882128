import { Avatar, type AvatarProps } from '@arco-design/web-react';

interface UserAvatarProps extends Omit<AvatarProps, 'children'> {
  src: string;
  name: string;
  /** The image's text alternative; empty when the name is written beside it. */
  alt: string;
}

/** An avatar image, or the first letter of the name for an account without one (as the navbar shows it). */
export function UserAvatar({ src, name, alt, ...props }: UserAvatarProps) {
  return (
    <Avatar {...props}>
      {src ? <img src={src} alt={alt} /> : <span aria-label={alt || undefined}>{name.slice(0, 1).toUpperCase()}</span>}
    </Avatar>
  );
}
