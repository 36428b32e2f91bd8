import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import * as repo from './garage.repo';

/** POPIA: the garage with its policies, readings and attachments; erasing removes all of it. */
export const garagePersonalData: PersonalDataHook = {
  async export(db, owner) {
    const garage = await repo.listOwnedBy(db, owner.id);
    const details = await repo.detailRowsOf(
      db,
      garage.map((g) => g.id),
    );
    return {
      garage: garage.map((g) => ({
        ...exportRow(g),
        innovationPolicy:
          details.policies.filter((p) => p.customerVehicleId === g.id).map(exportRow)[0] ?? null,
        mileageHistory: details.mileage.filter((m) => m.customerVehicleId === g.id).map(exportRow),
        attachments: details.attachments.filter((f) => f.customerVehicleId === g.id).map(exportRow),
      })),
    };
  },
  erase: (tx, context) => repo.deleteOwnedBy(tx, context.id),
};
