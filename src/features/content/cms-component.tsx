/**
 * A content-service component by key (spec 1 §4 "component load"): a skeleton while it loads
 * (Mantine's skeleton pulses on the spec's 1200 ms cycle), the variant when it arrives, and
 * nothing at all when it fails or names a variant this build does not know.
 */
import { useQuery } from '@tanstack/react-query';
import frame from '@/ui/frame.module.css';
import { Tiles } from '@/ui/tiles';
import { contentQueries } from './queries';
import type { CmsComponent } from '@contract/schemas/content';

/** The variants each component accepts (spec 3 §3). */
export const COMPONENT_VARIANTS: Record<string, readonly string[]> = {
  affiliate: ['a'],
  company_information: ['a'],
  charity_support: ['a'],
  customer_feedback_banner: ['a', 'b', 'c'],
  product_support: ['a'],
  unique_selling_point: ['a'],
};

export function isKnownVariant(component: Pick<CmsComponent, 'key' | 'variant'>): boolean {
  return COMPONENT_VARIANTS[component.key]?.includes(component.variant) ?? false;
}

function Body({ component }: { component: CmsComponent }) {
  if (component.items) {
    return (
      <div className={frame.stack}>
        {component.title && <h2 className={`${frame.title} ${frame.h3}`}>{component.title}</h2>}
        <Tiles min="15rem">
          {component.items.map((entry) => (
            <div key={entry.title} className={frame.paper}>
              <p className={frame.text} style={{ fontWeight: 700 }}>
                {entry.title}
              </p>
              <p className={frame.small}>{entry.text}</p>
            </div>
          ))}
        </Tiles>
      </div>
    );
  }
  return (
    <div className={frame.paper} data-variant={component.variant}>
      {component.title && <h2 className={`${frame.title} ${frame.h4}`}>{component.title}</h2>}
      {component.text && <p className={frame.text}>{component.text}</p>}
    </div>
  );
}

export function CmsComponentView({ componentKey }: { componentKey: string }) {
  const { data, status } = useQuery(contentQueries.component(componentKey));
  if (status === 'pending') return <div className={frame.skeleton} style={{ height: 120 }} />;
  if (status === 'error' || !isKnownVariant(data)) return null;
  return <Body component={data} />;
}
