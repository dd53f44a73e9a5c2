/**
 * The footer (spec 1 §2): support and policy links by capability, the support phone number,
 * per-lottery play and results links (double columns above 5 offers), social links, up to 8
 * payment logos, app download (native-app capability) and regulation images. The condensed
 * variant keeps only what checkout and sign-in pages need: policies, phone and regulation.
 */
import { Anchor, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Tiles } from '../../ui/tiles';
import {
  footerLinks,
  lotteryLinks,
  offerColumns,
  paymentLogos,
  storeLinks,
  type FooterCapabilities,
} from './footer';
import { NavLinkTo } from '../../ui/nav-link-to';
import { contentQueries, fileUrl } from './queries';
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

export interface SiteFooterProps {
  condensed: boolean;
  can: FooterCapabilities & { nativeApp: boolean };
  supportNumber?: string;
}

export function SiteFooter({ condensed, can, supportNumber }: SiteFooterProps) {
  const { data: site } = useQuery(contentQueries.site());
  if (!site) return <footer className={classes.footer} aria-busy="true" />;
  const links = footerLinks(site.footer, can);
  const offers = lotteryLinks(site.lotteries);
  const regulation = (
    <Group gap="sm">
      {site.regulationImages.map((image) => (
        <NavLinkTo key={image.file} href={image.url}>
          <img src={fileUrl(image.file)} alt={image.alt} width={96} height={32} loading="lazy" />
        </NavLinkTo>
      ))}
    </Group>
  );
  const phone = supportNumber && (
    <Text>
      Call us on{' '}
      <Anchor href={`tel:${supportNumber.replace(/\s/g, '')}`} c="inherit" fw={700}>
        {supportNumber}
      </Anchor>
    </Text>
  );

  if (condensed) {
    return (
      <footer className={classes.footer} data-variant="condensed">
        <Container size="lg" py="md">
          <Stack gap="sm">
            <Group gap="md" component="nav" aria-label="Policies">
              {links.map((link) => (
                <NavLinkTo key={link.label} href={link.href} className={classes.link}>
                  {link.label}
                </NavLinkTo>
              ))}
            </Group>
            {phone}
            {regulation}
          </Stack>
        </Container>
      </footer>
    );
  }

  return (
    <footer className={classes.footer} data-variant="full">
      <Container size="lg" py="xl">
        <div className={classes.grid}>
          <nav aria-labelledby="footer-help">
            <Title order={2} size="h5" id="footer-help" mb="xs">
              Help and policies
            </Title>
            <Stack gap={6}>
              {links.map((link) => (
                <NavLinkTo key={link.label} href={link.href} className={classes.link}>
                  {link.label}
                </NavLinkTo>
              ))}
            </Stack>
          </nav>
          <nav aria-labelledby="footer-play" className={classes.offers}>
            <Title order={2} size="h5" id="footer-play" mb="xs">
              Play and results
            </Title>
            <Tiles columns={offerColumns(offers.length)} gap="6px var(--mantine-spacing-xs)">
              {offers.flatMap(({ play, results }) => [
                <NavLinkTo key={play.href} href={play.href} className={classes.link}>
                  {play.label}
                </NavLinkTo>,
                <NavLinkTo key={results.href} href={results.href} className={classes.link}>
                  {results.label}
                </NavLinkTo>,
              ])}
            </Tiles>
          </nav>
          <section aria-labelledby="footer-contact">
            <Title order={2} size="h5" id="footer-contact" mb="xs">
              Talk to us
            </Title>
            <Stack gap={6}>
              {phone}
              <Group gap="sm" component="ul" className={classes.plainList} aria-label="Social media">
                {site.socialLinks.map((social) => (
                  <li key={social.network}>
                    <a href={social.url} className={classes.link} target="_blank" rel="noopener noreferrer">
                      {SOCIAL_LABELS[social.network] ?? social.network}
                    </a>
                  </li>
                ))}
              </Group>
              {can.nativeApp && (
                <Group gap="sm" aria-label="Get the app">
                  {storeLinks(site.appStoreLinks).map((link) => (
                    <a
                      key={link.store}
                      href={link.href}
                      className={classes.store}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.label}
                    </a>
                  ))}
                  <NavLinkTo href="/app" className={classes.link}>
                    Install the app
                  </NavLinkTo>
                </Group>
              )}
            </Stack>
          </section>
        </div>
        <Divider my="lg" color="rgba(255,255,255,0.2)" />
        <Stack gap="sm">
          <Group gap="xs" component="ul" className={classes.plainList} aria-label="Accepted payment methods">
            {paymentLogos(site.paymentLogos).map((brand) => (
              <li key={brand} className={classes.payment}>
                {PAYMENT_LABELS[brand] ?? brand}
              </li>
            ))}
          </Group>
          {regulation}
          <Text size="sm">{site.footer.disclaimer}</Text>
        </Stack>
      </Container>
    </footer>
  );
}
