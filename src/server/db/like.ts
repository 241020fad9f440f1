// Text a person typed, searched for with LIKE/ILIKE: `%`, `_` and `\` in it are matched literally, never as
// wildcards, so a search for "50%" or "brake_pad" finds those characters (PostgreSQL's default escape is `\`).

/** The text with LIKE's wildcards and escape character escaped, for an exact (case-blind with ILIKE) match. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching any value that contains the text. */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;
