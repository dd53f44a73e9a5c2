/**
 * Cards' shape while they load (#39): each a mark and a name, then what the card holds, so the
 * page does not jump from a grey block to something else: a row of balls (a draw, a ticket), a
 * picture (a giveaway), or lines of text (anything else).
 */
import frame from './frame.module.css';
import classes from './card-skeleton.module.css';

export function CardSkeletons({
  count = 2,
  body = 'lines',
  label,
  grid = false,
}: {
  count?: number;
  body?: 'balls' | 'picture' | 'lines';
  /** What is loading, for screen readers ("Loading your tickets"). */
  label: string;
  /** Side by side from tablets up, as a grid of cards lays out. */
  grid?: boolean;
}) {
  return (
    <div className={grid ? classes.grid : classes.list} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, card) => (
        <div key={card} className={`${frame.paper} ${classes.card}`}>
          {body === 'picture' && <span className={`${frame.skeleton} ${classes.picture}`} />}
          <div className={classes.head}>
            <span className={`${frame.skeleton} ${classes.mark}`} />
            <span className={`${frame.skeleton} ${classes.name}`} />
          </div>
          {body === 'balls' ? (
            <div className={classes.balls}>
              {Array.from({ length: 7 }, (_, ball) => (
                <span key={ball} className={`${frame.skeleton} ${classes.ball}`} />
              ))}
            </div>
          ) : (
            <span className={`${frame.skeleton} ${classes.line}`} />
          )}
          <span className={`${frame.skeleton} ${classes.line} ${classes.short}`} />
        </div>
      ))}
    </div>
  );
}
