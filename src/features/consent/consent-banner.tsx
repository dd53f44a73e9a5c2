/**
 * The cookie consent banner (cookie-consent capability): essential cookies always, non-essential
 * only when accepted. It shows until a choice is saved; the footer can reopen it. Saving a choice
 * deletes the cookies of any category refused.
 */
import { useState } from 'react';
import type { CookieJar } from '@/lib/cookies';
import { useHydrated } from '@/ui/use-hydrated';
import frame from '@/ui/frame.module.css';
import classes from './consent-banner.module.css';

export function ConsentBanner({
  jar,
  policyHref,
  forceOpen = false,
  onClose,
}: {
  jar: CookieJar;
  policyHref: string;
  forceOpen?: boolean;
  onClose?: () => void;
}) {
  // A prerendered page's HTML is every visitor's: while React hydrates it, the cookie is not read
  // and the banner stays in the page, shown by CSS where no choice was saved (`data-pending`).
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(false);
  const decided = saved || (hydrated && jar.consent() !== undefined);
  if (decided && !forceOpen) return null;
  const choose = (nonEssential: boolean) => {
    jar.saveConsent(nonEssential ? ['essential', 'non_essential'] : ['essential']);
    setSaved(true);
    onClose?.();
  };
  return (
    <div
      role="region"
      aria-label="Cookie consent"
      className={`${frame.paper} ${frame.shadow} ${classes.banner}`}
      data-pending={hydrated ? undefined : ''}
    >
      <p className={`${frame.small} ${frame.spaced}`}>
        We use essential cookies to keep you signed in and your cart safe. With your permission we also use
        non-essential cookies to understand how Lucky Dip is used and who referred you.{' '}
        <a href={policyHref} className={frame.textLink}>
          Cookie policy
        </a>
      </p>
      <div className={`${frame.group} ${frame.gapSm} ${classes.choices}`}>
        <button type="button" className={frame.button} data-variant="default" onClick={() => choose(false)}>
          Essential only
        </button>
        <button type="button" className={frame.button} onClick={() => choose(true)}>
          Accept all cookies
        </button>
      </div>
    </div>
  );
}
