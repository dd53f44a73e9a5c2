import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/ui/lazy-error-page';

/** Any other address under a partner's pages is not found (spec 2 §2: the partner's own catch-all). */
export const Route = createFileRoute('/purchase/$partnerSlug/$')({
  component: NotFoundPage,
});
