import {
  ADMIN_MENU_PRICES_MAX,
  type AdminMenuPrice,
  type AdminMenuPrices,
  type AdminMenuPricesQuery,
  formatRand,
  type InstantPriceJob,
  VEHICLE_CLASS_TEXT,
  type VehicleClass,
} from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, transitionRefused } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditActor, AuditPort } from '../audit/index';
import { enqueue } from '../jobs/index';
import { menuPriceWithdrawnMail } from '../mail/index';
import type { workshops } from '../workshops/index';
import type * as InstantPricesRepo from './instant-prices.repo';
import type { MenuPriceRow } from './instant-prices.repo';
import { type InstantPricesService, toView } from './instant-prices.service';

/** What the administrators' side of the menus is given (decision 058). */
export interface MenuPricesAdminServiceDeps {
  repo: Pick<typeof InstantPricesRepo, 'listAll' | 'workshopIdsWithPrices' | 'withdraw' | 'findById'>;
  /** The jobs a price may be for, by template id (the module's own service). */
  prices: Pick<InstantPricesService, 'jobs'>;
  workshops: Pick<typeof workshops, 'findMany'>;
  /** The audit trail (decision 059): a withdrawal is recorded in its transaction. */
  audit: AuditPort;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-ZA');

/** What the audit trail keeps of a price before and after. */
const audited = (row: MenuPriceRow) => ({
  workshopId: row.workshopId,
  repairItemTemplateId: row.repairItemTemplateId,
  vehicleClass: row.vehicleClass,
  priceInclCents: row.priceInclCents,
  validUntil: row.validUntil,
  isActive: row.isActive,
});

/**
 * The workshops' menus as administrators see them (issue 24, decision 080): every workshop's fixed prices,
 * filtered by workshop and job, and the withdrawal of a wrong one with a reason: taken off offer (customers
 * no longer see or book it), recorded in the audit trail in its transaction, the workshop told by mail
 * through the outbox in the same transaction.
 */
export function createMenuPricesAdminService({ repo, prices, workshops, audit }: MenuPricesAdminServiceDeps) {
  const adminView = (
    row: MenuPriceRow,
    jobs: Map<string, InstantPriceJob>,
    names: Map<string, string>,
  ): AdminMenuPrice => ({
    ...toView(row, jobs),
    workshopId: row.workshopId,
    workshopName: names.get(row.workshopId) ?? 'A workshop no longer listed',
  });

  return {
    /** GET /api/admin/menu-prices: by workshop name, then job, then vehicle class. */
    async list(db: DbOrTx, query: AdminMenuPricesQuery): Promise<AdminMenuPrices> {
      const { rows, total } = await repo.listAll(db, query, ADMIN_MENU_PRICES_MAX);
      const jobs = await prices.jobs(db);
      const shops = await workshops.findMany(db, await repo.workshopIdsWithPrices(db));
      const names = new Map(shops.map((w) => [w.id, w.name]));
      const jobOrder = [...jobs.keys()];
      const items = rows
        .map((r) => adminView(r, jobs, names))
        .sort(
          (a, b) =>
            a.workshopName.localeCompare(b.workshopName, 'en-ZA') ||
            jobOrder.indexOf(a.repairItemTemplateId) - jobOrder.indexOf(b.repairItemTemplateId) ||
            a.vehicleClass.localeCompare(b.vehicleClass),
        );
      return {
        items,
        total,
        workshops: shops.map((w) => ({ id: w.id, name: w.name })).sort(byName),
        jobs: [...jobs.values()].map(({ id, name, included }) => ({ id, name, included })),
      };
    },

    /**
     * POST /api/admin/menu-prices/{id}/withdraw: an offered price taken off offer, with the reason; a price
     * already not offered is refused (409), an unknown one is not found.
     */
    async withdraw(db: Db, actor: AuditActor, id: string, reason: string): Promise<AdminMenuPrice> {
      return db.transaction(async (tx) => {
        const row = isUuid(id) ? await repo.withdraw(tx, id, reason) : null;
        if (!row) {
          if (!isUuid(id) || !(await repo.findById(tx, id))) throw notFound('The price');
          throw transitionRefused('This price is not offered: it is already withdrawn or turned off.');
        }
        await audit.record(tx, {
          actor,
          action: 'menuPrice.withdraw',
          targetType: 'menuPrice',
          targetId: id,
          before: { ...audited(row), isActive: true },
          after: { ...audited(row), reason },
        });
        const jobs = await prices.jobs(tx);
        const [workshop] = await workshops.findMany(tx, [row.workshopId]);
        const view = adminView(row, jobs, new Map(workshop ? [[workshop.id, workshop.name]] : []));
        if (workshop?.contactEmail)
          await enqueue(
            tx,
            'send_mail',
            menuPriceWithdrawnMail(workshop.contactEmail, {
              workshopName: workshop.name,
              jobName: view.jobName,
              vehicleClass: VEHICLE_CLASS_TEXT[row.vehicleClass as VehicleClass] ?? row.vehicleClass,
              price: formatRand(row.priceInclCents),
              reason,
            }),
          );
        return view;
      });
    },
  };
}

export type MenuPricesAdminService = ReturnType<typeof createMenuPricesAdminService>;
