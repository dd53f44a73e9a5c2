import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { offerQueries } from '@/features/offers/queries';
import { ContentImage } from '@/ui/content-image';
import frame from '@/ui/frame.module.css';
import { NavLinkTo } from '@/ui/nav-link-to';
import { Tiles } from '@/ui/tiles';

/**
 * The causes directory (spec 3 §2): every cause tickets can support, each with its picture. Plain
 * elements in Mantine's Card, Title and Text look: the page is kept on the device, and those
 * components write their settings into every element's style.
 */
export const Route = createFileRoute('/causes/')({
  staticData: { offline: true },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(offerQueries.causes());
  },
  component: Causes,
});

function Causes() {
  const { data: causes } = useSuspenseQuery(offerQueries.causes());
  return (
    <div className={`${frame.container} ${frame.containerLg}`}>
      <SitePageMeta title="Causes" description="The charities our raffles support." />
      <div className={`${frame.stack} ${frame.gapLg}`}>
        <h1 className={frame.title}>Causes you can support</h1>
        <Tiles min="16rem">
          {causes.map((cause, index) => (
            <div key={cause.key} className={`${frame.paper} ${frame.roomy} ${frame.stack} ${frame.gapXs}`}>
              {cause.image && (
                // The cause's name is its card's heading: the picture adds no words of its own.
                <ContentImage
                  url={cause.image.url}
                  alt=""
                  sizes="(min-width: 75em) 300px, (min-width: 40em) 45vw, 100vw"
                  main={index === 0}
                />
              )}
              <h2 className={`${frame.title} ${frame.h4}`}>
                <NavLinkTo
                  link={linkOptions({ to: '/causes/$causeSlug', params: { causeSlug: cause.urlSlug } })}
                  className={frame.textLink}
                >
                  {cause.name}
                </NavLinkTo>
              </h2>
              <p className={`${frame.small} ${frame.dimmed}`}>{cause.charity}</p>
              <p className={frame.small}>{cause.summary}</p>
            </div>
          ))}
        </Tiles>
      </div>
    </div>
  );
}
