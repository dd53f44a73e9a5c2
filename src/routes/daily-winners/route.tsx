import { createFileRoute, Outlet } from '@tanstack/react-router';
import { membershipQueries } from '@/features/daily-winners/queries';

/**
 * /daily-winners and its pages (spec 1 §2, spec 3 §2, open, membership program): a program the
 * capability withholds is no page. The program's configuration is read before any of them.
 */
export const Route = createFileRoute('/daily-winners')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(membershipQueries.config());
  },
  component: Outlet,
});
