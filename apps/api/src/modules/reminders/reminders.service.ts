import {
  addDays,
  addMonths,
  type DueReminder,
  formatDate,
  formatKm,
  type IsoDate,
  licenceDiskReminder,
  mileageServiceReminder,
  type QuoteType,
  quoteKind,
  REMINDER_KINDS,
  REMINDER_MONTHS_BEFORE,
  REMINDER_WINDOW_DAYS,
  type ReminderChoices,
  type ReminderFunnel,
  type ReminderKind,
  type ReminderPrefill,
  type ReminderUnsubscribed,
  recommendedWorkReminder,
  reminderToday,
  roadworthyReminder,
  SERVICE_REMINDER_MONTHS,
  type SetReminderChoice,
  serviceReminder,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import type { enqueue } from '../jobs/index';
import { reminderMail } from '../mail/index';
import type { notifications } from '../notifications/index';
import type { TextKind, textMessages } from '../text-messages/index';
import { toVehicle, type vehicles } from '../vehicles/index';
import type * as RemindersRepo from './reminders.repo';
import type { ReminderRow, RequestContact, VehicleOwner } from './reminders.repo';
import * as repo from './reminders.repo';

/** What the reminders service is given (decision 058): its repo, the outbox, in-app notifications and texts. */
export interface RemindersServiceDeps {
  repo: Pick<
    typeof RemindersRepo,
    | 'tickedServices'
    | 'tickedRequests'
    | 'serviceMileages'
    | 'datedVehicles'
    | 'jobsWithDeclinedWork'
    | 'leavesNamed'
    | 'insertOnce'
    | 'findOfUser'
    | 'findByToken'
    | 'addMailOptOut'
    | 'ownVehicles'
    | 'optOutsOf'
    | 'addOptOut'
    | 'removeOptOut'
    | 'funnel'
  >;
  enqueue: typeof enqueue;
  notifications: Pick<typeof notifications, 'add'>;
  textMessages: Pick<typeof textMessages, 'notify'>;
  vehicles: Pick<typeof vehicles, 'findByIds'>;
}

/**
 * Who a reminder goes to: a garage vehicle's owner (decision 078), or a request's contact (decision 079),
 * whose reminder is keyed on the request and carries a link key (`request`).
 */
type Recipient = Omit<VehicleOwner, 'userId' | 'customerVehicleId' | 'licensePlate'> & {
  userId: string | null;
  customerVehicleId: string | null;
  request?: Pick<RequestContact, 'quoteRequestId' | 'vehicleId' | 'guest'>;
};

/** One reminder ready to go: who, what is due, and the request its link starts. */
interface Outgoing {
  owner: Recipient;
  due: DueReminder;
  quoteType: QuoteType;
  /** Names of repair-item leaves of the quote type's tree to fill in. */
  itemNames: string[];
  notes: string | null;
  subject: string;
  says: string;
  text: TextKind;
}

const TEXT_OF: Record<ReminderKind, TextKind> = {
  service: 'service_due',
  service_mileage: 'service_due',
  licence_disk: 'licence_disk_due',
  roadworthy: 'roadworthy_due',
  recommended_work: 'recommended_work',
};

/** The account page's reminders (where a person turns them off). */
export const REMINDER_CHOICES_PATH = '/account?tab=privacy';
/**
 * A reminder's link: signs the person in if need be, then opens the request filled in (the web's route). A
 * guest's carries its key instead (decision 079).
 */
export const reminderPath = (id: string, key?: string | null) =>
  key ? `/reminder/${id}?key=${encodeURIComponent(key)}` : `/reminder/${id}`;
/** A request's reminder mail's unsubscribe page (decision 079): stops that kind at that address. */
export const reminderUnsubscribePath = (id: string, key: string) =>
  `/reminder/${id}/unsubscribe?key=${encodeURIComponent(key)}`;

/** The service reminder's wording, for a garage vehicle and a request's alike. */
const serviceDue = (vehicleName: string, serviceOn: IsoDate) => ({
  subject: `Your ${vehicleName} is due for a service`,
  says: `Your ${vehicleName} was serviced on ${formatDate(serviceOn)}, and you asked us to remind you after ${SERVICE_REMINDER_MONTHS} months. Compare quotes from workshops near you: the request is filled in with your vehicle and a minor service.`,
});

export function createRemindersService(deps: RemindersServiceDeps) {
  const { repo } = deps;

  /** Every reminder due today, by kind, for vehicles whose owner has not turned that kind off. */
  async function dueToday(db: DbOrTx, today: IsoDate): Promise<Outgoing[]> {
    const out: Outgoing[] = [];
    const windowStart = addDays(today, -REMINDER_WINDOW_DAYS);

    for (const s of await repo.tickedServices(db, addMonths(windowStart, -SERVICE_REMINDER_MONTHS))) {
      const due = serviceReminder(s.serviceOn, today);
      if (!due) continue;
      out.push({
        owner: s,
        due,
        quoteType: 'SMC_Service',
        itemNames: ['Minor service'],
        notes: null,
        ...serviceDue(s.vehicleName, s.serviceOn),
        text: TEXT_OF.service,
      });
    }

    // A request's checkbox outside My Garage (decision 079): once per request, to its contact.
    for (const r of await repo.tickedRequests(db, addMonths(windowStart, -SERVICE_REMINDER_MONTHS))) {
      const due = serviceReminder(r.serviceOn, today);
      if (!due) continue;
      out.push({
        owner: { ...r, customerVehicleId: null, request: r },
        due: { ...due, dueKey: r.quoteRequestId },
        quoteType: 'SMC_Service',
        itemNames: ['Minor service'],
        notes: null,
        ...serviceDue(r.vehicleName, r.serviceOn),
        text: TEXT_OF.service,
      });
    }

    for (const m of await repo.serviceMileages(db)) {
      const due = mileageServiceReminder(m);
      if (!due) continue;
      const dueKm = Number(due.dueKey.slice(3));
      out.push({
        owner: m,
        due,
        quoteType: 'SMC_Service',
        itemNames: ['Scheduled manufacturer service'],
        notes: null,
        subject: `Your ${m.vehicleName} is due for a service`,
        says: `Your ${m.vehicleName} was last serviced at ${formatKm(m.lastServiceKm)} and now reads ${formatKm(m.currentKm ?? 0)}: its next service is due at ${formatKm(dueKm)}. Compare quotes from workshops near you: the request is filled in with your vehicle.`,
        text: TEXT_OF.service_mileage,
      });
    }

    const until = addMonths(today, REMINDER_MONTHS_BEFORE);
    for (const v of await repo.datedVehicles(db, 'licence_disk', today, until)) {
      const due = licenceDiskReminder(v.dueOn, today);
      if (!due) continue;
      out.push({
        owner: v,
        due,
        quoteType: 'SMC_Service',
        itemNames: [],
        notes: null,
        subject: `The licence disk of your ${v.vehicleName} expires on ${formatDate(v.dueOn)}`,
        says: `The licence disk of your ${v.vehicleName} expires on ${formatDate(v.dueOn)}. Renew it before then at your licensing office or online. If the vehicle needs work before its renewal, workshops near you can quote for it: the request is filled in with your vehicle.`,
        text: TEXT_OF.licence_disk,
      });
    }

    for (const v of await repo.datedVehicles(db, 'roadworthy', today, until)) {
      const due = roadworthyReminder(v.dueOn, today);
      if (!due) continue;
      out.push({
        owner: v,
        due,
        quoteType: 'SMC_Repair',
        itemNames: [],
        notes: `Roadworthy certificate needed by ${formatDate(v.dueOn)}: please check the vehicle and quote for what it needs to pass.`,
        subject: `Your ${v.vehicleName} needs a roadworthy certificate by ${formatDate(v.dueOn)}`,
        says: `Your ${v.vehicleName} needs a roadworthy certificate by ${formatDate(v.dueOn)}. Workshops near you can check it and quote for what it needs to pass: the request is filled in with your vehicle.`,
        text: TEXT_OF.roadworthy,
      });
    }

    for (const job of await repo.jobsWithDeclinedWork(db, addDays(windowStart, -30))) {
      const due = recommendedWorkReminder(
        { quoteId: job.quoteId, completedOn: job.completedOn, declinedLines: job.lines.length },
        today,
      );
      if (!due) continue;
      const lines = job.lines.join('; ');
      out.push({
        owner: job,
        due,
        quoteType: 'SMC_Repair',
        itemNames: job.lines,
        notes: `Recommended by ${job.workshopName} on ${formatDate(job.completedOn)}: ${lines}.`,
        subject: `Work recommended on your ${job.vehicleName}`,
        says: `When ${job.workshopName} worked on your ${job.vehicleName} (${formatDate(job.completedOn)}), they recommended work you chose not to do then: ${lines}. Compare quotes for it now: the request is filled in with your vehicle and that work.`,
        text: TEXT_OF.recommended_work,
      });
    }
    return out;
  }

  /**
   * What a reminder's link fills in: the garage vehicle (decision 078), or the request's vehicle, a
   * catalogue one as itself, a hand-entered one as the manual form's fields (decision 079). Nothing else
   * of the request: a guest's link shows only what the guest typed.
   */
  async function prefillOf(db: DbOrTx, row: ReminderRow | null): Promise<ReminderPrefill> {
    if (!row) throw notFound('The reminder');
    const base = {
      id: row.id,
      kind: row.kind as ReminderKind,
      customerVehicleId: row.customerVehicleId,
      quoteType: row.quoteType as QuoteType,
      items: row.items,
      notes: row.notes,
    };
    if (row.customerVehicleId || row.vehicleId === null) return base;
    const [v] = await deps.vehicles.findByIds(db, [row.vehicleId]);
    if (!v) return base;
    if (!v.isManual) return { ...base, vehicle: toVehicle(v) };
    return {
      ...base,
      manualVehicle: {
        brand: v.brand,
        range: v.range,
        model: v.model,
        year: String(v.year),
        capacity: v.capacity ? (v.capacity / 1000).toFixed(1) : '',
        transmissionType: v.transmissionType ?? '',
        fuelType: v.fuelType ?? '',
        driveType: v.driveType ?? '',
      },
    };
  }

  /** The caller's own garage vehicles, each kind on (no opt-out) or off. */
  async function choices(db: DbOrTx, user: SessionUser): Promise<ReminderChoices> {
    const [vehicles, off] = await Promise.all([repo.ownVehicles(db, user.id), repo.optOutsOf(db, user.id)]);
    return {
      items: vehicles.flatMap((v) =>
        REMINDER_KINDS.map((kind) => ({
          customerVehicleId: v.id,
          vehicleName: v.name,
          kind,
          on: !off.some((o) => o.customerVehicleId === v.id && o.kind === kind),
        })),
      ),
    };
  }

  return {
    /**
     * The daily job (decision 078): records each reminder due today once (vehicle, kind, due key; a second
     * run or instance finds it recorded and sends nothing) and, in the same transaction, writes its mail and
     * text to the outbox (sent after the commit) and its in-app notification. Returns how many went.
     */
    async sendDue(db: DbOrTx, publicUrl: string, now = new Date()): Promise<number> {
      const today = reminderToday(now);
      let sent = 0;
      for (const r of await dueToday(db, today)) {
        const went = await db.transaction(async (tx) => {
          const kind = quoteKind(r.quoteType);
          const items = await repo.leavesNamed(tx, kind, r.itemNames);
          const request = r.owner.request;
          // A request's reminder carries a key: a guest's link opens with it, and the unsubscribe link.
          const key = request ? randomToken(24) : null;
          const id = await repo.insertOnce(tx, {
            userId: r.owner.userId,
            customerVehicleId: r.owner.customerVehicleId,
            quoteRequestId: request?.quoteRequestId ?? null,
            email: request ? r.owner.email : null,
            vehicleId: request?.vehicleId ?? null,
            tokenHash: key ? sha256(key) : null,
            kind: r.due.kind,
            dueKey: r.due.dueKey,
            dueOn: r.due.dueOn,
            quoteType: r.quoteType,
            items,
            notes: r.notes,
            sentAt: now,
          });
          if (!id) return false;
          const link = `${publicUrl}${reminderPath(id, request?.guest ? key : null)}`;
          await deps.enqueue(
            tx,
            'send_mail',
            reminderMail(r.owner.email, r.owner.firstName, {
              subject: r.subject,
              says: r.says,
              link,
              ...(key
                ? { unsubscribeLink: `${publicUrl}${reminderUnsubscribePath(id, key)}` }
                : { choicesLink: `${publicUrl}${REMINDER_CHOICES_PATH}` }),
            }),
          );
          // A guest has no in-app inbox and no text opt-in: mail only.
          if (!r.owner.userId) return true;
          await deps.notifications.add(tx, [
            {
              userId: r.owner.userId,
              title: r.subject,
              message: r.says,
              vehicleName: r.owner.vehicleName,
            },
          ]);
          await deps.textMessages.notify(
            tx,
            r.owner.userId,
            r.text,
            { reference: r.owner.vehicleName, link },
            now,
          );
          return true;
        });
        if (went) sent += 1;
      }
      return sent;
    },

    /** GET /api/reminders/{id}: what its link fills in; someone else's reminder is not found. */
    async prefill(db: DbOrTx, user: SessionUser, id: string): Promise<ReminderPrefill> {
      return prefillOf(db, await repo.findOfUser(db, id, user.id));
    },

    /** POST /api/reminders/{id}/open: a request's reminder by its link's key, signed in or not (decision 079). */
    async open(db: DbOrTx, id: string, key: string): Promise<ReminderPrefill> {
      return prefillOf(db, await repo.findByToken(db, id, sha256(key)));
    },

    /**
     * POST /api/reminders/{id}/unsubscribe: the mail's link stops this kind of request reminder at the
     * address it went to (decision 079); a wrong key is not found.
     */
    async unsubscribe(db: DbOrTx, id: string, key: string): Promise<ReminderUnsubscribed> {
      const row = await repo.findByToken(db, id, sha256(key));
      if (!row?.email) throw notFound('The reminder');
      await repo.addMailOptOut(db, row.email, row.kind);
      return { kind: row.kind as ReminderKind };
    },

    /** The caller's own garage vehicles, each kind on (no opt-out) or off. */
    choices,

    /** Turns one kind on or off for one of the caller's own garage vehicles (another's is not found). */
    async setChoice(db: DbOrTx, user: SessionUser, input: SetReminderChoice): Promise<ReminderChoices> {
      const own = await repo.ownVehicles(db, user.id);
      if (!own.some((v) => v.id === input.customerVehicleId)) throw notFound('The vehicle');
      if (input.on) await repo.removeOptOut(db, input.customerVehicleId, input.kind);
      else await repo.addOptOut(db, user.id, input.customerVehicleId, input.kind);
      return choices(db, user);
    },

    /** Per kind: reminders sent between two days, the request flows their links started, the requests sent. */
    async funnel(db: DbOrTx, query: { from: IsoDate; to: IsoDate }): Promise<ReminderFunnel> {
      const found = await repo.funnel(db, query.from, query.to);
      return {
        items: REMINDER_KINDS.map((kind) => {
          const row = found.find((f) => f.kind === kind);
          return { kind, sent: row?.sent ?? 0, started: row?.started ?? 0, requested: row?.requested ?? 0 };
        }),
      };
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;

/** POPIA: the reminders sent to a person and their choices are theirs: exported, and erased with them. */
export const remindersPersonalData: PersonalDataHook = {
  async export(db, owner) {
    return {
      remindersSent: (await repo.listOfPerson(db, owner.id, owner.email)).map(exportRow),
      reminderOptOuts: (await repo.optOutsOf(db, owner.id)).map(exportRow),
      reminderMailOptOuts: (await repo.mailOptOutsOf(db, owner.email)).map(exportRow),
    };
  },
  erase: (tx, context) => repo.deleteOfPerson(tx, context.id, context.normalizedEmail),
};
