/**
 * A placement's load states (spec 3 §4): a skeleton the height of its cards while pending, its
 * recommended draws when they come, and nothing at all when it fails or has none.
 */
import type { Recommendation } from '@contract/schemas/placements';
import frame from '@/ui/frame.module.css';
import { JackpotFootnote } from '@/ui/jackpot';
import { Tiles } from '@/ui/tiles';
import { RecommendationCard } from './recommendation-card';

export interface PlacementListProps {
  status: 'pending' | 'error' | 'success';
  items: Recommendation[];
  title: string;
  /** The heading's level where the list shows (the cards' headings are one below). */
  headingLevel?: 2 | 3;
  onAdd: (item: Recommendation) => void;
  adding?: Recommendation;
  added: ReadonlySet<string>;
  offline: boolean;
  /** The narrowest a card may be before the list wraps. */
  min?: string;
  /** The jackpots' footnote, unless the page shows it once for all its jackpots. */
  footnote?: boolean;
}

/** A recommendation's identity: its offer and draw. */
export const recommendationId = (item: Pick<Recommendation, 'productOfferKey' | 'drawNo'>) =>
  `${item.productOfferKey}:${item.drawNo}`;

export function PlacementList({
  status,
  items,
  title,
  headingLevel = 2,
  onAdd,
  adding,
  added,
  offline,
  min = '15rem',
  footnote = true,
}: PlacementListProps) {
  if (status === 'pending')
    return (
      <div className={frame.skeleton} style={{ height: 200 }}>
        <span className={frame.visuallyHidden}>Loading {title.toLowerCase()}</span>
      </div>
    );
  if (status === 'error' || items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label={title} className={frame.stack}>
      <Heading className={`${frame.title} ${headingLevel === 2 ? frame.h3 : frame.h4}`}>{title}</Heading>
      <Tiles min={min}>
        {items.map((item) => (
          <RecommendationCard
            key={recommendationId(item)}
            item={item}
            headingLevel={headingLevel === 2 ? 3 : 4}
            onAdd={onAdd}
            adding={adding !== undefined && recommendationId(adding) === recommendationId(item)}
            added={added.has(recommendationId(item))}
            offline={offline}
          />
        ))}
      </Tiles>
      {footnote && items.some((item) => item.prizePool) && <JackpotFootnote />}
    </section>
  );
}
