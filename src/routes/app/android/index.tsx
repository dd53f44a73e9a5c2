import { createFileRoute } from '@tanstack/react-router';
import { AppPage, appPageLoader } from '@/routes/-components/app-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /app/android (spec 1 §2): Google Play, or this app without the store. */
export const Route = createFileRoute('/app/android/')({
  staticData: { offline: true },
  loader: appPageLoader,
  component: function Android() {
    return (
      <AppPage
        title="Lucky Dip for Android"
        path="/app/android"
        intro="Get Lucky Dip from Google Play, or install it straight from this site."
        stores={['google']}
      >
        <NavLinkTo to="/app/android/install">How to install without Google Play</NavLinkTo>
      </AppPage>
    );
  },
});
