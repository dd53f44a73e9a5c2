import { createFileRoute } from '@tanstack/react-router';
import { CloseAccountPage } from '@/features/account/close-account-page';
import { forgetDevice } from '@/features/auth/sign-out';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useHelpLinks } from '@/features/content/help-links';

export const Route = createFileRoute('/_customer/close-my-account/')({
  component: function CloseMyAccount() {
    const links = useHelpLinks();
    return (
      <>
        <SitePageMeta title="Close my account" />
        <CloseAccountPage
          links={links}
          // The server has ended every session; the device forgets it, then a full load as a visitor.
          onClosed={() => void forgetDevice().then(() => window.location.assign('/close-my-account/success'))}
        />
      </>
    );
  },
});
