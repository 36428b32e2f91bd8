/** PostgreSQL's foreign_key_violation: the row is still referenced. */
export const FOREIGN_KEY_VIOLATION = '23503';

export const isForeignKeyViolation = (error: unknown): boolean => {
  // drizzle wraps the driver's error; the code is on it or on its cause.
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === FOREIGN_KEY_VIOLATION || e?.cause?.code === FOREIGN_KEY_VIOLATION;
};
