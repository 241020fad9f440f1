import type { MatchField, TextSearchResponse } from '../../../shared/schemas/images';
import { meaningfulOcrWords, ocrWordsMatch } from './ocr-words';
import type * as repo from './repository';
import { galleryUrl, previewText, thumbnailUrl } from './views';

/**
 * The images the database found with every word of `query` (`words`), as text search answers them: those
 * whose words all still match under the OCR rule, each with why it matched.
 */
export function textMatches(rows: repo.ImageRow[], words: string[], query: string): TextSearchResponse['results'] {
  const q = query.toLowerCase();
  return rows.flatMap((row) => {
    // OCR junk ("TH" read from a texture) neither matches nor shows: see ocr-words.ts for the rule.
    const ocrWords = row.ocrStatus === 'done' ? meaningfulOcrWords(row.extractedText) : [];
    const typed = (v: string | null) => (w: string) => v !== null && v.toLowerCase().includes(w);
    const fields: Array<[MatchField, (w: string) => boolean]> = [
      ['text', (w) => ocrWordsMatch(ocrWords, w)],
      ['filename', typed(`${row.originalName} ${row.filename}`)],
      ['description', typed(row.description)],
    ];
    // The database matched every word against the raw text; each must still match under the rule.
    if (!words.every((w) => fields.some(([, has]) => has(w)))) return [];
    const matchedOn = fields.filter(([, has]) => words.some(has)).map(([f]) => f);
    const reasons: string[] = [];
    for (const field of matchedOn) {
      if (field === 'text') {
        const text = row.extractedText!.replace(/\s+/g, ' ');
        const at = Math.max(0, text.toLowerCase().indexOf(q.includes(' ') && text.toLowerCase().includes(q) ? q : words.find((w) => text.toLowerCase().includes(w))!));
        const start = Math.max(0, at - 15);
        const snippet = text.slice(start, start + 40).trim();
        reasons.push(`Text in image: "${start > 0 ? '…' : ''}${snippet}${start + 40 < text.length ? '…' : ''}"`);
      } else if (field === 'filename') reasons.push(`File name contains "${query}"`);
      else reasons.push(`Description contains "${query}"`);
    }
    return [
      {
        filename: row.filename,
        originalName: row.originalName,
        url: galleryUrl(row.filename),
        thumbnailUrl: thumbnailUrl(row.filename),
        matchReason: reasons.join('; ') || `Matches "${query}"`,
        matchedOn,
        uploadDate: row.createdAt.toISOString(),
        extractedText: ocrWords.length > 0 ? previewText(row.extractedText) : null,
        description: row.description,
      },
    ];
  });
}
