import { AdminPage } from '@/features/admin';
import { RegionsAdmin } from '@/features/regions-admin';
import { RepairItemsAdmin } from '@/features/repair-items-admin';

/** /admin/regions (decision 066): the regions workshops serve, circles or polygons drawn on the map. */
export function AdminRegionsRoute() {
  return (
    <AdminPage
      title="Regions"
      lead="The areas workshops serve: draw each as a circle or a polygon and see it as a customer does."
    >
      <RegionsAdmin />
    </AdminPage>
  );
}

/** /admin/repair-items (decision 066): the repair-item tree of each quote type, with the customer's picker. */
export function AdminRepairItemsRoute() {
  return (
    <AdminPage
      title="Repair items"
      lead="What customers pick from for each quote type: groups, items, the question asked and the quote's starting lines."
    >
      <RepairItemsAdmin />
    </AdminPage>
  );
}
