import { createFileRoute } from '@tanstack/react-router';
import { AutologinRoute } from '@/routes/-components/autologin-route';

/**
 * /purchase/{partnerSlug}/autologin/{autologinToken}: a partner purchase's emailed "buy again"
 * link signs the customer in (two-factor still applies) and opens the partner's page.
 */
export const Route = createFileRoute('/purchase/$partnerSlug/autologin/$autologinToken')({
  component: PartnerAutologin,
});

function PartnerAutologin() {
  const { partnerSlug, autologinToken } = Route.useParams();
  return <AutologinRoute token={autologinToken} target={`/purchase/${partnerSlug}`} via="autologin" />;
}
