/** The dismissible sitewide banner; a dismissal lasts until the content team posts a new banner. */
import { CloseButton, Group, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { NavLinkTo } from '../../ui/nav-link-to';
import { contentQueries } from './queries';
import classes from './sitewide-banner.module.css';

export function SitewideBanner() {
  const { data: site } = useQuery(contentQueries.site());
  const [dismissed, setDismissed] = useLocalStorage<string>({
    key: 'sitewide_banner_dismissed',
    defaultValue: '',
  });
  const banner = site?.sitewideBanner;
  if (!banner || dismissed === banner.id) return null;
  return (
    <aside className={classes.banner} aria-label="Announcement">
      <Group justify="center" gap="xs" wrap="nowrap" className={classes.inner}>
        <Text size="sm">
          {banner.text}{' '}
          <NavLinkTo href={banner.linkUrl} className={classes.link}>
            {banner.linkText}
          </NavLinkTo>
        </Text>
        <CloseButton aria-label="Dismiss announcement" onClick={() => setDismissed(banner.id)} />
      </Group>
    </aside>
  );
}
