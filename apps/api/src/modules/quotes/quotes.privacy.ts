import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import * as repo from './quotes.repo';

/** POPIA: messages the person sent to workshops; erasing removes their words and name. */
export const quotesPersonalData: PersonalDataHook = {
  export: async (db, owner) => ({ messagesSent: (await repo.messagesSentBy(db, owner.id)).map(exportRow) }),
  erase: (tx, context) => repo.erasePerson(tx, context.id, context.normalizedEmail),
};
