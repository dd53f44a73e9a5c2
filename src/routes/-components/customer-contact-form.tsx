/** The contact form, filled in with a signed-in customer's name and email (issue 62, point 10). */
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/features/account/queries';
import ContactForm from '@/features/content/contact-form';
import { useVisitor } from '@/ui/use-hydrated';

export default function CustomerContactForm() {
  const customerId = useVisitor().customerId();
  const { data: customer } = useQuery({
    ...accountQueries.customer(customerId ?? ''),
    enabled: customerId !== undefined,
  });
  return (
    <ContactForm
      defaults={customer && { name: `${customer.firstname} ${customer.lastname}`, email: customer.email }}
    />
  );
}
