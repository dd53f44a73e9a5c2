import { createFileRoute } from '@tanstack/react-router';
import { AppPage } from '@/routes/app/-app-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /app/android (spec 1 §2): Google Play where the configuration lists the app, and this app without the store. */
export const Route = createFileRoute('/app/android/')({
  staticData: { offline: true },
  component: function Android() {
    return (
      <AppPage
        title="Lucky Dip for Android"
        intro="Lucky Dip on your Android phone or tablet: results, your tickets and play, online or offline."
        stores={['google']}
      >
        <NavLinkTo to="/app/android/install">How to install it from this site, step by step</NavLinkTo>
      </AppPage>
    );
  },
});
