import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import * as repo from './notifications.repo';

/** POPIA: a person's notifications and recent actions (they go with the account row, by cascade). */
export const notificationsPersonalData: PersonalDataHook = {
  async export(db, owner) {
    return {
      notifications: (await repo.listForUser(db, owner.id)).map(exportRow),
      recentActions: (await repo.actionsOfUser(db, owner.id)).map(exportRow),
    };
  },
};
