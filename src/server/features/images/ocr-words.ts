/**
 * The words OCR read in an image that text search may match. OCR reads specks, edges and textures as
 * letters ("TH", "iI", "rrn"), and such junk must not make a photo look like a match. The rule:
 *
 * - a word is a run of letters and digits (punctuation and spaces split words);
 * - it counts when it has at least 3 characters, and
 * - and it holds a vowel (a, e, i, o, u, y) or a digit: "caliper", "Denso", "16401" and "A14" count,
 *   "TH" (too short) and "rrn" (no vowel) do not.
 *
 * A query word matches the OCR text when each of its letter-and-digit pieces is part of one of those words
 * ("cali" and "16401-20353" match, "th" matches "thermostat" but not a lone "TH"). The file name and the
 * description are typed by people, so they are matched as they are.
 */
const MIN_WORD_LENGTH = 3;

export function meaningfulOcrWords(text: string | null): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= MIN_WORD_LENGTH && /[aeiouy\u00e0-\u00ff\p{N}]/u.test(w));
}

/** Whether a query word (lower case) matches these OCR words under the rule above. */
export function ocrWordsMatch(ocrWords: string[], queryWord: string): boolean {
  const pieces = queryWord.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return pieces.length > 0 && pieces.every((p) => ocrWords.some((w) => w.includes(p)));
}
