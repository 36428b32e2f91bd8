import type { DbOrTx } from '../../db/client';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import * as repo from './notifications.repo';

export interface NewNotification {
  /** A person, or a whole organisation branch. */
  userId?: string | null;
  organizationBranchId?: string | null;
  quoteRequestId?: string | null;
  title: string;
  message: string;
  smcReference?: string | null;
  vehicleName?: string | null;
  color?: string | null;
}

/** In-app notifications (spec: Notification), written in the caller's transaction. */
export const notifications = {
  async add(tx: DbOrTx, list: NewNotification[]): Promise<void> {
    await repo.insertMany(
      tx,
      list.filter((n) => n.userId || n.organizationBranchId),
    );
  },
};

/** POPIA: a person's notifications and recent actions (they go with the account row, by cascade). */
export const notificationsPersonalData: PersonalDataHook = {
  async export(db, owner) {
    return {
      notifications: (await repo.listForUser(db, owner.id)).map(exportRow),
      recentActions: (await repo.actionsOfUser(db, owner.id)).map(exportRow),
    };
  },
};
