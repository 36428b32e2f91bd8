import { PagePlaceholder } from '@/components/page-placeholder';

export function ActiveRequestsPage() {
  return (
    <PagePlaceholder
      eyebrow="Your requests"
      title="Active requests"
      purpose="Follow every open request in one list: quotes waiting for you, bookings, vehicles in the workshop and jobs ready for payment."
    />
  );
}
