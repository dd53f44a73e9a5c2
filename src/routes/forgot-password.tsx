import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { SitePageMeta } from '@/features/config/site-page-meta';

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <>
      <SitePageMeta title="Forgot your password?" />
      <ForgotPasswordPage />
    </>
  ),
});
