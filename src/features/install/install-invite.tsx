/**
 * The home page's ask to install Lucky Dip, said until it runs installed, when there is nothing
 * left to ask (known only once hydrated: the prerendered page says it to everyone). Plain text, as
 * the first page carries no Mantine component.
 */
import { isStandalone } from '@/lib/device';
import { useHydrated } from '@/ui/use-hydrated';

export function InstallInvite() {
  const hydrated = useHydrated();
  if (hydrated && isStandalone()) return null;
  return <> Install Lucky Dip to your home screen and it opens like an app.</>;
}
