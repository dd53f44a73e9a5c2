/** The dismissible sitewide banner; a dismissal lasts until the content team posts a new banner. */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { SiteContent } from '@contract/schemas/content';
import frame from '@/ui/frame.module.css';
import { CloseIcon } from '@/ui/icons';
import { ContentLink } from '@/ui/nav-link-to';
import { contentQueries } from './queries';
import classes from './sitewide-banner.module.css';

const DISMISSED_KEY = 'sitewide_banner_dismissed';
const changed = new Set<() => void>();

/** The banner dismissed on this device, in this tab or another (stored as JSON, as it always was). */
const dismissedBanner = {
  subscribe: (listener: () => void) => {
    changed.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      changed.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  read: (): string => {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '""');
      return typeof value === 'string' ? value : '';
    } catch {
      return '';
    }
  },
  dismiss: (id: string) => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(id));
    changed.forEach((listener) => listener());
  },
};

export function SitewideBanner() {
  const { data: site } = useQuery(contentQueries.site());
  // Prerendered pages show the banner; a dismissal is read once the page is hydrated.
  const dismissed = useSyncExternalStore(dismissedBanner.subscribe, dismissedBanner.read, () => '');
  const banner = site?.sitewideBanner;
  if (!banner || dismissed === banner.id) return null;
  return <BannerView banner={banner} onDismiss={() => dismissedBanner.dismiss(banner.id)} />;
}

/** The banner as the site shows it (the banner preview shows it so too, dismissed or not). */
export function BannerView({
  banner,
  onDismiss,
}: {
  banner: NonNullable<SiteContent['sitewideBanner']>;
  onDismiss?: () => void;
}) {
  return (
    <aside className={classes.banner} aria-label="Announcement">
      <div className={`${frame.group} ${frame.gapXs} ${classes.inner}`}>
        <p className={frame.small}>
          {banner.text}{' '}
          <ContentLink href={banner.linkUrl} className={classes.link}>
            {banner.linkText}
          </ContentLink>
        </p>
        {onDismiss && (
          <button type="button" className={frame.close} aria-label="Dismiss announcement" onClick={onDismiss}>
            <CloseIcon />
          </button>
        )}
      </div>
    </aside>
  );
}
