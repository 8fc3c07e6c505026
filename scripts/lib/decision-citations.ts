/**
 * Citations of decision records in a text: "decision 0042", "decisions 0041 and 0042", "decision records 0001,
 * 0024", "ADR 0042", a record's number alone in brackets as the architecture guide writes it ("(0042)", "(0041,
 * 0042)"), and a record's file name ("0042-some-name.md", also inside a link). Other bare numbers are not read:
 * "key-0001" or a licence number is no citation.
 */
export interface Citation {
  /** The record's number, four digits. */
  number: string;
  /** The file name when the citation names one, so that a renamed record is caught too. */
  file?: string;
  line: number;
}

const fileName = /(?<![\w-])(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md\b/g;
const numberList = String.raw`\d{4}\b(?:(?:,? and |, | or |/)\d{4}\b)*`;
const byWord = new RegExp(String.raw`\b(?:[Dd]ecision|ADR)s?(?: records?)? (${numberList})`, 'g');
// Only numbers with a leading zero: a year or an amount in brackets is no record.
const inBrackets = /\((0\d{3}(?:(?:,? and |, )0\d{3})*)\)/g;

export function decisionCitations(text: string): Citation[] {
  const citations: Citation[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(fileName)) {
      citations.push({ number: match[1] ?? '', file: match[0], line });
    }
    for (const match of [...content.matchAll(byWord), ...content.matchAll(inBrackets)]) {
      for (const number of (match[1] ?? '').match(/\d{4}/g) ?? []) citations.push({ number, line });
    }
  });
  return citations;
}

/** The citations in `text` that name no record among `records` (the file names in docs/decisions). */
export function unknownCitations(text: string, records: readonly string[]): Citation[] {
  const numbers = new Set(records.map((file) => file.slice(0, 4)));
  const files = new Set(records);
  return decisionCitations(text).filter((c) => (c.file ? !files.has(c.file) : !numbers.has(c.number)));
}
