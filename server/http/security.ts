/**
 * A strict Content Security Policy and the usual security headers. Scripts only from this origin
 * (the build has no inline script); styles also allow inline because Mantine writes its CSS
 * variables into a <style> element and style attributes at run time. Frames are same-origin for
 * the sandbox gateway's card form and 3-D Secure pages, and YouTube's privacy-enhanced player;
 * where Stripe takes cards, Stripe.js, its card fields and its 3-D Secure pages, as Stripe lists them.
 */
import { secureHeaders } from 'hono/secure-headers';

const STRIPE_JS = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};
const none = { scriptSrc: [], frameSrc: [], connectSrc: [] };

/**
 * `cspReports`: where browsers post the policy's violations (the sandbox's collector); the policy
 * names it through `report-to` and the Reporting-Endpoints header. `stripeJs`: Stripe's card
 * fields load from Stripe.
 */
export const securityHeaders = (cspReports?: string, stripeJs = false) => {
  const stripe = stripeJs ? STRIPE_JS : none;
  return secureHeaders({
    ...(cspReports && { reportingEndpoints: [{ name: 'csp', url: cspReports }] }),
    contentSecurityPolicy: {
      ...(cspReports && { reportTo: 'csp' }),
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripe.scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...stripe.connectSrc],
      // The how-it-works video: YouTube's privacy-enhanced player, loaded only after consent.
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', ...stripe.frameSrc],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
    // A page that sets its own policy keeps it: the sandbox gateway's card form sandboxes itself.
    overwrite: false,
  });
};
