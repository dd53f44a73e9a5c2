/**
 * The site-feedback widget's button (spec 1 §1), on every page with the feedback capability. The
 * dialog and its machine load only when it is pressed, and are not kept for offline use: feedback
 * is sent online, so offline the button waits for a connection.
 */
import { lazy, Suspense, useState } from 'react';
import { useOnline } from '@/ui/use-online';

const FeedbackModal = lazy(() => import(/* online-only */ './feedback-modal'));

export function FeedbackButton({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const online = useOnline();
  return (
    <>
      <button type="button" className={className} disabled={!online} onClick={() => setOpen(true)}>
        {online ? 'Give feedback' : 'Give feedback (needs a connection)'}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal signedIn={signedIn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
