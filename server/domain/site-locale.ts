/**
 * The site's locale for the whole process (contract/site-locale.ts reads `SITE_LOCALE` once):
 * amounts and dates are written deep in the rules (messages, emails, prize names), where no
 * request's configuration reaches. A site is one locale from its first start; config.ts refuses an
 * unknown one before the server starts.
 */
export { RUNNING_SITE as SITE, RUNNING_SITE_LOCALE as SITE_LOCALE } from '@contract/site-locale';
