import { createFileRoute, Outlet } from '@tanstack/react-router';
import { blogQueries } from '@/features/content/blog-queries';

/**
 * /blog and its pages (spec 1 §2, spec 3 §2, open, blog): the news is no page while the
 * capability withholds it. Its settings and categories are read before any of them.
 */
export const Route = createFileRoute('/blog')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(blogQueries.settings()),
      context.queryClient.ensureQueryData(blogQueries.categories()),
    ]);
  },
  component: Outlet,
});
