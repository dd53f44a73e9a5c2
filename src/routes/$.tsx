import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../ui/error-page';

export const Route = createFileRoute('/$')({
  component: () => <ErrorPage kind="notFound" />,
});
