/**
 * The footer (spec 1 §2): support and policy links by capability, the customer support widget
 * (spec 1 §1: phone and opening hours, chat only when it is available, email) on every page,
 * per-lottery play and results links (double columns above 5 offers), social links, up to 8
 * payment logos, app download (native-app capability) and regulation images. The condensed
 * variant keeps only what checkout and sign-in pages need: policies, support and regulation.
 *
 * Plain elements styled by the module rather than Mantine's layout components: every prerendered
 * page carries the footer in its HTML, and their inline style variables cost the precache about
 * 1.5 kB a page (docs/decisions.md, "Precache").
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@contract/schemas/site';
import { Tiles } from '@/ui/tiles';
import {
  footerLinks,
  lotteryLinks,
  offerColumns,
  paymentLogos,
  type FooterCapabilities,
  type FooterLink,
} from './footer';
import { ContentLink, NavLinkTo } from '@/ui/nav-link-to';
import { contentQueries, fileUrl } from './queries';
import frame from '@/ui/frame.module.css';
import classes from './site-footer.module.css';

const PAYMENT_LABELS: Record<string, string> = {
  AMEX: 'American Express',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  MASTERCARD: 'Mastercard',
  PAYPAL: 'PayPal',
  VISA: 'Visa',
};

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
};

/** What the support widget shows, from the site's configuration. */
export type SupportContacts = Pick<
  SiteConfig,
  'supportNumber' | 'supportOpeningHours' | 'supportEmail' | 'supportChat'
>;

export interface SiteFooterProps {
  condensed: boolean;
  /** `play`: the lotteries may be bought (not, say, during the customer's break): their play links show. */
  can: FooterCapabilities & { nativeApp: boolean; play: boolean };
  /** Undefined until the configuration is read. */
  support: SupportContacts | undefined;
  /** The site-feedback widget's button, styled as the footer's links; none without the capability. */
  feedback?: (className: string | undefined) => ReactNode;
}

function SupportWidget({ support }: { support: SupportContacts }) {
  const chat = support.supportChat.available && support.supportChat.url;
  return (
    <>
      <p>
        Call us on{' '}
        <a href={`tel:${support.supportNumber.replace(/\s/g, '')}`} className={classes.phone}>
          {support.supportNumber}
        </a>
      </p>
      <p className={classes.small}>{support.supportOpeningHours}</p>
      {chat && (
        <a href={chat} className={classes.link} target="_blank" rel="noopener noreferrer">
          Chat with us
        </a>
      )}
      <a href={`mailto:${support.supportEmail}`} className={classes.link}>
        Email {support.supportEmail}
      </a>
    </>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  return 'link' in link ? (
    <NavLinkTo link={link.link} className={classes.link}>
      {link.label}
    </NavLinkTo>
  ) : (
    <ContentLink href={link.href} className={classes.link}>
      {link.label}
    </ContentLink>
  );
}

export function SiteFooter({ condensed, can, support, feedback }: SiteFooterProps) {
  const { data: site } = useQuery(contentQueries.site());
  if (!site) return <footer className={classes.footer} aria-busy="true" />;
  const links = footerLinks(site.footer, can);
  const offers = lotteryLinks(site.lotteries);
  const regulation = (
    <div className={classes.row}>
      {site.regulationImages.map((image) => (
        <ContentLink key={image.file} href={image.url}>
          <img src={fileUrl(image.file)} alt={image.alt} width={96} height={32} loading="lazy" />
        </ContentLink>
      ))}
    </div>
  );
  const contact = (more?: ReactNode) => (
    <section aria-labelledby="footer-contact" className={classes.column}>
      <h2 className={classes.heading} id="footer-contact">
        Talk to us
      </h2>
      {support && <SupportWidget support={support} />}
      {feedback?.(classes.button)}
      {more}
    </section>
  );

  if (condensed) {
    return (
      <footer className={classes.footer} data-variant="condensed">
        <div
          className={`${frame.container} ${frame.containerLg} ${frame.tight} ${classes.column}`}
          data-gap="sm"
        >
          <nav aria-label="Policies" className={classes.row}>
            {links.map((link) => (
              <FooterAnchor key={link.label} link={link} />
            ))}
          </nav>
          {contact()}
          {regulation}
        </div>
      </footer>
    );
  }

  return (
    <footer className={classes.footer} data-variant="full">
      <div className={`${frame.container} ${frame.containerLg}`}>
        <div className={classes.grid}>
          <nav aria-labelledby="footer-help" className={classes.column}>
            <h2 className={classes.heading} id="footer-help">
              Help and policies
            </h2>
            {links.map((link) => (
              <FooterAnchor key={link.label} link={link} />
            ))}
          </nav>
          <nav aria-labelledby="footer-play">
            <h2 className={classes.heading} id="footer-play">
              {can.play ? 'Play and results' : 'Results'}
            </h2>
            <Tiles columns={offerColumns(offers.length)} gap="6px var(--mantine-spacing-xs)">
              {offers.flatMap(({ play, results }) => [
                can.play && <FooterAnchor key={play.label} link={play} />,
                <FooterAnchor key={results.label} link={results} />,
              ])}
            </Tiles>
          </nav>
          {contact(
            <>
              <ul className={`${classes.row} ${classes.plainList}`} aria-label="Social media">
                {site.socialLinks.map((social) => (
                  <li key={social.network}>
                    <a href={social.url} className={classes.link} target="_blank" rel="noopener noreferrer">
                      {SOCIAL_LABELS[social.network] ?? social.network}
                    </a>
                  </li>
                ))}
              </ul>
              {/* One link: the app page has the store badges and this site's own install. */}
              {can.nativeApp && (
                <NavLinkTo to="/app" className={classes.link}>
                  Get the app
                </NavLinkTo>
              )}
            </>,
          )}
        </div>
        <hr className={classes.divider} />
        <div className={classes.column} data-gap="sm">
          <ul
            className={`${classes.row} ${classes.plainList}`}
            data-gap="xs"
            aria-label="Accepted payment methods"
          >
            {paymentLogos(site.paymentLogos).map((brand) => (
              <li key={brand} className={classes.payment}>
                {PAYMENT_LABELS[brand] ?? brand}
              </li>
            ))}
          </ul>
          {regulation}
          <p className={classes.small}>{site.footer.disclaimer}</p>
        </div>
      </div>
    </footer>
  );
}
