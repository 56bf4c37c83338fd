import './ui.css';

/**
 * (docs/product.md#top-bar) the avatar is an image named by the first lowercase letter of the user's name,
 * loaded from our own host (/avatars/a.svg ... z.svg); anything else gets the neutral one.
 */
export function avatarSrc(name: string | null | undefined): string {
  const letter = (name ?? '').trim().charAt(0).toLowerCase();
  return /^[a-z]$/.test(letter) ? `/avatars/${letter}.svg` : '/avatars/default.svg';
}

/** The user's avatar image. Decorative by default (the name is always shown beside it). */
export function Avatar({
  name,
  size = 32,
  alt = '',
}: {
  name: string | null | undefined;
  size?: number;
  alt?: string;
}) {
  return <img className="ui-avatar" src={avatarSrc(name)} width={size} height={size} alt={alt} />;
}
