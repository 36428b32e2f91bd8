import { useParams } from 'react-router';
import {
  AdminPage,
  AdminSearch,
  AdminUserPage,
  AdminWorkshopReviews,
  PopiaRequests,
  RequestHistory,
} from '@/features/admin';

/** /admin/search: find anything (issue 22 item 7). */
export function AdminSearchRoute() {
  return (
    <AdminPage
      title="Find"
      lead="Users, requests, quotes, jobs and payments by reference, e-mail, name, phone, registration or VIN."
    >
      <AdminSearch />
    </AdminPage>
  );
}

/** /admin/requests/{id}: a request's whole history across both sides. */
export function AdminRequestRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage
      title="Request history"
      lead="The request, its quotes, and everything either side did, oldest first."
    >
      <RequestHistory id={id} />
    </AdminPage>
  );
}

/** /admin/users/{id}: a user's roles and sessions; disable or re-enable. */
export function AdminUserRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="User">
      <AdminUserPage id={id} />
    </AdminPage>
  );
}

/** /admin/workshops/{workshopId}/reviews: moderate a workshop's reviews (decision 065). */
export function AdminWorkshopReviewsRoute() {
  const { workshopId = '' } = useParams();
  return (
    <AdminPage
      title="Reviews"
      lead="Hide a review with a reason: it leaves the public page and the rating, and the workshop is told."
    >
      <AdminWorkshopReviews workshopId={workshopId} />
    </AdminPage>
  );
}

/** /admin/privacy: the POPIA requests recorded (decision 065). */
export function AdminPrivacyRoute() {
  return (
    <AdminPage
      title="POPIA requests"
      lead="Every export and erasure of personal data: whose, when, asked by whom and done by whom. Act for a person from their user page."
    >
      <PopiaRequests />
    </AdminPage>
  );
}
