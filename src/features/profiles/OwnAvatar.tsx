import { Avatar } from '../../ui/Avatar';
import { useOwnIdentity } from './queries';

/** The signed-in user's picture (or initials), from the cached profile: a new picture shows here at once. */
export function OwnAvatar({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const identity = useOwnIdentity();
  if (!identity) return null;
  return <Avatar name={identity.name} photoUrl={identity.photoUrl} size={size} />;
}
