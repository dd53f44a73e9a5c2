/**
 * The content service's customer feedback banner (spec 3 §3) in the variant it names: a one-line
 * strip (a), a card with its title and text (b), or a card that asks the question at once, each
 * answer opening the dialog with it chosen (c). The feedback sent says which variant asked.
 * Online only, as the widget's button is.
 */
import { lazy, Suspense, useState } from 'react';
import type { FeedbackRating } from '@contract/schemas/feedback';
import frame from '@/ui/frame.module.css';
import { useOnline } from '@/ui/use-online';
import classes from './feedback-banner.module.css';
import { RATINGS } from './ratings';

const FeedbackModal = lazy(() => import(/* online-only */ './feedback-modal'));

export type BannerVariant = 'a' | 'b' | 'c';

export interface FeedbackBannerProps {
  variant: BannerVariant;
  title?: string;
  text?: string;
  signedIn: boolean;
}

export function FeedbackBanner({ variant, title, text, signedIn }: FeedbackBannerProps) {
  const online = useOnline();
  const [open, setOpen] = useState<{ rating?: FeedbackRating }>();
  const ask = (rating?: FeedbackRating) => setOpen(rating ? { rating } : {});
  const label = online ? 'Give feedback' : 'Give feedback (needs a connection)';
  return (
    <aside
      aria-label={title ?? 'Your feedback'}
      className={variant === 'a' ? classes.strip : `${frame.paper} ${classes.card}`}
      data-variant={variant}
    >
      {variant !== 'a' && title && <h2 className={`${frame.title} ${frame.h4}`}>{title}</h2>}
      {text && <p className={frame.text}>{text}</p>}
      {variant === 'c' ? (
        <div className={classes.answers} role="group" aria-label="How was your visit today?">
          <p className={`${frame.small} ${classes.question}`}>How was your visit today?</p>
          {RATINGS.map((rating) => (
            <button
              key={rating.value}
              type="button"
              className={frame.button}
              data-variant="default"
              disabled={!online}
              onClick={() => ask(rating.value)}
            >
              {rating.label}
            </button>
          ))}
        </div>
      ) : (
        <button type="button" className={frame.button} disabled={!online} onClick={() => ask()}>
          {label}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal
            signedIn={signedIn}
            variant={variant}
            rating={open.rating}
            onClose={() => setOpen(undefined)}
          />
        </Suspense>
      )}
    </aside>
  );
}
