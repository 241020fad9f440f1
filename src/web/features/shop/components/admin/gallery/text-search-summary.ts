/** What a text search found, in plain words: 'No photos match "x"', '1 photo matches "x"', '3 photos match "x"'. */
export function textSearchSummary(total: number, query: string): string {
  if (total === 0) return `No photos match "${query}"`;
  return total === 1 ? `1 photo matches "${query}"` : `${total} photos match "${query}"`;
}
