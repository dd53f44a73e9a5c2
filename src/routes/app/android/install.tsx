import { createFileRoute } from '@tanstack/react-router';
import { AppPage } from '@/routes/app/-app-page';

/** /app/android/install (spec 1 §2): installing this app on Android, without a store. */
export const Route = createFileRoute('/app/android/install')({
  staticData: { offline: true },
  component: function AndroidInstall() {
    return (
      <AppPage
        title="Install Lucky Dip on Android"
        intro="In Chrome or any Android browser, Lucky Dip installs like an app: on your home screen, in your app list, with your results and tickets offline."
        stores={[]}
      />
    );
  },
});
