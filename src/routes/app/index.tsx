import { createFileRoute } from '@tanstack/react-router';
import { AppPage } from '@/routes/app/-app-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/** /app (spec 1 §2): the native apps, and installing this one. */
export const Route = createFileRoute('/app/')({
  staticData: { offline: true },
  component: function App() {
    return (
      <AppPage
        title="Get the Lucky Dip app"
        intro="Check results, see your tickets and play wherever you are, online or offline."
        stores={['apple', 'google']}
      >
        <NavLinkTo to="/app/android">On Android</NavLinkTo>
      </AppPage>
    );
  },
});
