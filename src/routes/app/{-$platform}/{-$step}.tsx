import { createFileRoute, notFound } from '@tanstack/react-router';
import { AppPage, appPageLoader } from '@/routes/-components/app-page';
import { NavLinkTo } from '@/ui/nav-link-to';

/**
 * The native-app pages: /app (the apps, and installing this one), /app/android (Google Play, or
 * this app without the store) and /app/android/install (installing it on Android). One route for
 * the three keeps the entry's route table small.
 */
export const Route = createFileRoute('/app/{-$platform}/{-$step}')({
  loader: async ({ context, params }) => {
    const page = `${params.platform ?? ''}/${params.step ?? ''}`;
    if (!['/', 'android/', 'android/install'].includes(page)) throw notFound();
    await appPageLoader({ context });
    return { page };
  },
  component: function AppPages() {
    const { page } = Route.useLoaderData();
    if (page === 'android/install')
      return (
        <AppPage
          title="Install Lucky Dip on Android"
          path="/app/android/install"
          intro="In Chrome or any Android browser, Lucky Dip installs like an app: on your home screen, in your app list, with your results and tickets offline."
          stores={[]}
        />
      );
    if (page === 'android/')
      return (
        <AppPage
          title="Lucky Dip for Android"
          path="/app/android"
          intro="Get Lucky Dip from Google Play, or install it straight from this site."
          stores={['google']}
        >
          <NavLinkTo href="/app/android/install">How to install without Google Play</NavLinkTo>
        </AppPage>
      );
    return (
      <AppPage
        title="Get the Lucky Dip app"
        path="/app"
        intro="Check results, see your tickets and play wherever you are, online or offline."
        stores={['apple', 'google']}
      >
        <NavLinkTo href="/app/android">On Android</NavLinkTo>
      </AppPage>
    );
  },
});
