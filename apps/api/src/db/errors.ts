/** PostgreSQL's foreign_key_violation: the row is still referenced. */
export const FOREIGN_KEY_VIOLATION = '23503';

export const isForeignKeyViolation = (error: unknown): boolean => {
  // drizzle wraps the driver's error; the code is on it or on its cause.
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === FOREIGN_KEY_VIOLATION || e?.cause?.code === FOREIGN_KEY_VIOLATION;
};

/** PostgreSQL's unique_violation: the value is taken. */
export const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
};
