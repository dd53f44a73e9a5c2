import { createFileRoute } from '@tanstack/react-router';
import { parseLinkParams, signInSearch } from '@/features/auth/route-params';
import { AutologinRoute } from '@/routes/-components/autologin-route';

/** /login/autologin/{token} (emailed links) and /login/transfer/{token} (from the app): one screen. */
export const Route = createFileRoute('/login_/$via/$token')({
  params: { parse: parseLinkParams },
  validateSearch: signInSearch(),
  component: AutologinOrTransfer,
});

// The route's API by id, so the lazy component does not pull this file into a shared chunk.

function AutologinOrTransfer() {
  const { via, token } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <AutologinRoute token={token} target={redirect} via={via} />;
}
