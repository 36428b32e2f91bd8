import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { GarageVehicle } from './garage.schemas';
import type { MyGarageServiceDeps } from './garage.service';
import type { GarageReading } from './garage-reading.service';
import { garageScope } from './garage-rows';

/** A garage vehicle's attachments: the file of one, and removing one (its file too when nothing else uses it). */
export function createGarageFiles(deps: MyGarageServiceDeps, reading: Pick<GarageReading, 'get'>) {
  const { repo, files } = deps;
  return {
    /** Removes an attachment and its file (the bytes after the commit). */
    async deleteAttachment(user: SessionUser, id: string): Promise<GarageVehicle> {
      if (!isUuid(id)) throw notFound('The attachment');
      const scope = garageScope(user);
      const { garageId, storageKey } = await deps.db.transaction(async (tx) => {
        const row = await repo.findAttachmentInScope(tx, scope, id);
        if (!row) throw notFound('The attachment');
        await repo.deleteAttachment(tx, id);
        // The file goes too unless something else still refers to it.
        const removedKey = await files.deleteIfUnreferenced(tx, row.fileId);
        return { garageId: row.customerVehicleId, storageKey: removedKey };
      });
      if (storageKey) await deps.fileStore.delete(storageKey);
      return reading.get(user, garageId);
    },

    /** The file of an attachment of a garage vehicle in the caller's scope (else "not found"). */
    async attachmentFile(user: SessionUser, id: string) {
      if (!isUuid(id)) throw notFound('The attachment');
      const row = await repo.findAttachmentInScope(deps.db, garageScope(user), id);
      const [file] = row ? await files.findMany(deps.db, [row.fileId]) : [];
      if (!row || !file) throw notFound('The attachment');
      const bytes = await deps.fileStore.get(file.storageKey);
      if (!bytes) throw notFound('The attachment');
      return { name: row.name, mimeType: file.mimeType, bytes };
    },
  };
}
