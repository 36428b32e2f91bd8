const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and bodies are UUIDs; anything else is "not found" before the database is asked. */
export const isUuid = (id: string): boolean => UUID.test(id);
