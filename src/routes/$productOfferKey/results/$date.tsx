import { createFileRoute, notFound } from '@tanstack/react-router';
import { YEAR_MONTH_SEGMENT } from '@contract/address-segments';
import { MonthResults } from '@/features/results/results-views';
import { loadResultsOffer, OfferResultsFrame } from '@/routes/$productOfferKey/-offer-results';
import { SITE_LOCALE } from '@/lib/site-locale';

const monthName = new Intl.DateTimeFormat(SITE_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /{offer}/results/{year-month}: the archive, one month's draws (`2026-10`). */
export const Route = createFileRoute('/$productOfferKey/results/$date')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    if (!YEAR_MONTH_SEGMENT.test(params.date)) throw notFound();
    const [year, month] = params.date.split('-').map(Number);
    return {
      offer: await loadResultsOffer(context, params.productOfferKey),
      year: year!,
      month: month!,
    };
  },
  component: function ArchivePage() {
    const { offer, year, month } = Route.useLoaderData();
    const label = monthName.format(Date.UTC(year, month - 1, 1));
    return (
      <OfferResultsFrame
        offer={offer}
        title={`${offer.name} results, ${label}`}
        description={`Every ${offer.name} draw of ${label}.`}
      >
        <MonthResults offerKey={offer.offerKey} year={year} month={month} />
      </OfferResultsFrame>
    );
  },
});
