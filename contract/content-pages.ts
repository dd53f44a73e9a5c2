/**
 * The content service's page that a support help centre replaces (spec 1 §1): the site's own FAQ,
 * a route and a sitemap entry only without the support-FAQ capability.
 */
export const FAQ_PAGE_NAME = 'faq';

/** What the contact form's sender is told once their message is in (issue 36). */
export const CONTACT_THANKS = 'Thanks, we will be in touch soon.';
