import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AdminPage } from '@/features/admin';
import { AdminDisputeDetail, AdminDisputesList } from '@/features/disputes';

/** /admin/disputes: complaints and disputes about jobs (issue 22 item 7, decision 063). */
export function AdminDisputesRoute() {
  return (
    <AdminPage
      title="Disputes"
      lead="Complaints about jobs: where each stands, who must act next, and the outcome."
    >
      <AdminDisputesList />
    </AdminPage>
  );
}

/** /admin/disputes/:disputeId: one dispute; write to either side, resolve with an outcome. */
export function AdminDisputeRoute() {
  const { disputeId = '' } = useParams();
  return (
    <AdminPage
      title="Dispute"
      lead={
        <Anchor component={Link} to="/admin/disputes">
          All disputes
        </Anchor>
      }
    >
      <AdminDisputeDetail key={disputeId} id={disputeId} />
    </AdminPage>
  );
}
