import { createFileRoute } from '@tanstack/react-router';
import { CardsAndAccountsPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/cards-and-accounts (spec 3 §2): saved cards and bank accounts, default and delete. */
export const Route = createFileRoute('/_customer/my-account/cards-and-accounts')({
  component: function CardsAndAccounts() {
    return <CardsAndAccountsPage customerId={Route.useRouteContext().customerId} />;
  },
});
