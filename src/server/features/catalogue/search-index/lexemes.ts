/**
 * PostgreSQL's text forms of tsvector and tsquery, read back into lexemes and positions, so the memory
 * index (catalogue-index.ts) holds exactly what `parts.search_doc` holds and matches exactly the
 * lexemes `plainto_tsquery` makes. Both forms quote a lexeme in single quotes, doubling `'` and `\`
 * inside it; a tsvector lexeme may be followed by `:` and its positions, each with weight letter A, B or
 * C (none is D).
 */

const WEIGHT_OF_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a quoted lexeme starting at text[at] === "'"; returns it and the index after its closing quote. */
function quoted(text: string, at: number): [string, number] {
  // Most lexemes hold neither a quote nor a backslash: take them whole.
  const end = text.indexOf("'", at + 1);
  if (end > 0 && text[end + 1] !== "'") {
    const plain = text.slice(at + 1, end);
    if (!plain.includes('\\')) return [plain, end + 1];
  }
  let out = '';
  let i = at + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new Error(`Unterminated lexeme in ${JSON.stringify(text.slice(0, 80))}`);
    if (c === "'" || c === '\\') {
      if (text[i + 1] === c) {
        out += c;
        i += 2;
        continue;
      }
      if (c === "'") return [out, i + 1];
    }
    out += c;
    i++;
  }
}

/**
 * Calls `visit` with each lexeme of a tsvector's text and its positions (weight << 14 | position). The
 * positions array is reused from one lexeme to the next: copy what is kept. Building the index reads
 * every part's vector this way without making an object per lexeme.
 */
export function forEachVectorEntry(text: string, visit: (lexeme: string, positions: number[]) => void): void {
  const positions: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    const [lexeme, next] = quoted(text, i);
    i = next;
    positions.length = 0;
    if (text[i] === ':') {
      i++;
      for (;;) {
        let n = 0;
        while (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) n = n * 10 + text.charCodeAt(i++) - 48;
        const weight = WEIGHT_OF_LETTER[text[i] ?? ''];
        if (weight !== undefined) i++;
        positions.push(((weight ?? 0) << 14) | n);
        if (text[i] !== ',') break;
        i++;
      }
    }
    visit(lexeme, positions);
  }
}

/**
 * The distinct lexemes of a tsquery made by plainto_tsquery (`'brake' & 'pad'`: only lexemes and `&`),
 * in the order PostgreSQL's ts_rank takes them (byte order, a prefix first). Anything else (`|`, `!`,
 * `<->`, weights, prefixes) is refused: the memory index does not answer such a query.
 */
export function parsePlainTsquery(text: string): string[] | undefined {
  const lexemes = new Set<string>();
  let i = 0;
  let expectOperand = true;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ') {
      i++;
    } else if (expectOperand && c === "'") {
      const [lexeme, next] = quoted(text, i);
      lexemes.add(lexeme);
      i = next;
      expectOperand = false;
    } else if (!expectOperand && c === '&') {
      i++;
      expectOperand = true;
    } else return undefined;
  }
  if (expectOperand && lexemes.size > 0) return undefined;
  return [...lexemes].sort(compareLexemes);
}

/** PostgreSQL's tsCompareString: byte order of the UTF-8 forms, the shorter first when one begins the other. */
export function compareLexemes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * The lexeme of a one-word prefix tsquery (`'04465':*`), as to_tsquery('simple', '<number>:*') makes for
 * an OEM-number search; undefined for anything else (the parser split the number, say), which the
 * memory index leaves to the database.
 */
export function parsePrefixTsquery(text: string): string | undefined {
  if (!text.startsWith("'")) return undefined;
  const [lexeme, next] = quoted(text, 0);
  return text.slice(next) === ':*' ? lexeme : undefined;
}
