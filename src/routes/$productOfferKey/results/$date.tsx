import { createFileRoute, notFound } from '@tanstack/react-router';
import { MonthResults } from '@/features/results/results-views';
import { loadResultsOffer, OfferResultsFrame } from '@/routes/-components/offer-results';

const monthName = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /{offer}/results/{year-month}: the archive, one month's draws (`2026-10`). */
export const Route = createFileRoute('/$productOfferKey/results/$date')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const [, year, month] = /^(\d{4})-(\d{2})$/.exec(params.date) ?? [];
    if (!year || !month || Number(month) < 1 || Number(month) > 12) throw notFound();
    return {
      offer: await loadResultsOffer(context, params.productOfferKey),
      year: Number(year),
      month: Number(month),
    };
  },
  component: function ArchivePage() {
    const { offer, year, month } = Route.useLoaderData();
    const label = monthName.format(Date.UTC(year, month - 1, 1));
    return (
      <OfferResultsFrame
        offer={offer}
        title={`${offer.name} results, ${label}`}
        path={`/${offer.url}/results/${year}-${String(month).padStart(2, '0')}`}
        description={`Every ${offer.name} draw of ${label}.`}
      >
        <MonthResults offerKey={offer.offerKey} year={year} month={month} />
      </OfferResultsFrame>
    );
  },
});
