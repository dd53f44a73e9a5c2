/** Good causes, each with its picture, linked to its page, with its charity and what the money does. */
import { linkOptions } from '@tanstack/react-router';
import type { Cause } from '@contract/schemas/shop';
import { ContentImage } from '@/ui/content-image';
import frame from '@/ui/frame.module.css';
import { NavLinkTo } from '@/ui/nav-link-to';
import classes from './cause-list.module.css';

/** Pictures show at the list's thumbnail width. */
const THUMBNAIL = '8rem';

export function CauseList({ causes }: { causes: readonly Cause[] }) {
  return (
    <ul className={classes.list}>
      {causes.map((cause) => (
        <li key={cause.key} className={classes.cause}>
          {cause.image ? (
            // The cause's name is beside it: the picture adds no words of its own here.
            <ContentImage url={cause.image.url} alt="" sizes={THUMBNAIL} className={classes.thumbnail} />
          ) : (
            <span className={classes.thumbnail} />
          )}
          <p className={frame.text}>
            <NavLinkTo
              link={linkOptions({ to: '/causes/$causeSlug', params: { causeSlug: cause.urlSlug } })}
              className={`${frame.textLink} ${classes.name}`}
            >
              {cause.name}
            </NavLinkTo>{' '}
            ({cause.charity}): {cause.summary}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The list's shape while it loads: a picture and two lines a cause. */
export function CauseListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={classes.list} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={classes.cause}>
          <span className={`${classes.thumbnail} ${frame.skeleton}`} />
          <span className={classes.lines}>
            <span className={frame.skeleton} />
            <span className={frame.skeleton} />
          </span>
        </li>
      ))}
    </ul>
  );
}
