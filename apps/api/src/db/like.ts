/**
 * Text a person typed, for a `like`/`ilike` pattern: its `%`, `_` and backslashes match themselves
 * (PostgreSQL's default escape character is the backslash).
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching text that contains `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
