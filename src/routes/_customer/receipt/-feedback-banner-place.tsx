/**
 * Where a page asks for feedback: the content service's feedback banner in the variant it names
 * (a, b or c; spec 3 §3), with the feedback capability. Loading, it holds its place; failing, or
 * naming a variant this build does not know, it shows nothing (spec 1 §4 component load).
 * Composes the content and feedback features.
 */
import { useQuery } from '@tanstack/react-query';
import { useCapability } from '@/features/capabilities/capability-gate';
import { isKnownVariant } from '@/features/content/cms-component';
import { contentQueries } from '@/features/content/queries';
import { FeedbackBanner, type BannerVariant } from '@/features/feedback/feedback-banner';
import frame from '@/ui/frame.module.css';
import { useVisitor } from '@/ui/use-hydrated';

export function FeedbackBannerPlace() {
  const asks = useCapability('feedback');
  const signedIn = useVisitor().customerId() !== undefined;
  const { data, status } = useQuery({
    ...contentQueries.component('customer_feedback_banner'),
    enabled: asks,
  });
  if (!asks || status === 'error') return null;
  if (status === 'pending') return <div className={frame.skeleton} style={{ height: 96 }} />;
  if (!isKnownVariant(data)) return null;
  return (
    <FeedbackBanner
      variant={data.variant as BannerVariant}
      title={data.title}
      text={data.text}
      signedIn={signedIn}
    />
  );
}
