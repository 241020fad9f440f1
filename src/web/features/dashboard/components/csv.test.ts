import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a heading row and the rows, CRLF after each', () => {
    expect(toCsv(['Day', 'Shop sales (J$)'], [['2026-11-21', 1500.5], ['2026-11-22', 0]])).toBe('Day,Shop sales (J$)\r\n2026-11-21,1500.5\r\n2026-11-22,0\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(['Name'], [['Brown, Andre'], ['The "OEM" pad'], ['two\nlines'], ['plain']])).toBe(
      'Name\r\n"Brown, Andre"\r\n"The ""OEM"" pad"\r\n"two\nlines"\r\nplain\r\n',
    );
  });

  it('keeps spaces at either end inside quotes, so a spreadsheet does not trim them', () => {
    expect(toCsv(['A'], [[' padded ']])).toBe('A\r\n" padded "\r\n');
  });

  it('leaves missing values empty and never writes NaN', () => {
    expect(toCsv(['A', 'B', 'C'], [[null, undefined, Number.NaN]])).toBe('A,B,C\r\n,,\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(toCsv(['Customer'], [['=HYPERLINK("x")'], ['+1 876'], ['@home'], ['-']])).toBe(
      'Customer\r\n"\'=HYPERLINK(""x"")"\r\n\'+1 876\r\n\'@home\r\n\'-\r\n',
    );
  });

  it('writes negative numbers as numbers', () => {
    expect(toCsv(['Change'], [[-12.5]])).toBe('Change\r\n-12.5\r\n');
  });
});

describe('csvFileName', () => {
  it('names the table and the range', () => {
    expect(csvFileName('Sales by day', { from: '2026-11-01', to: '2026-11-27' })).toBe('yaad-parts-sales-by-day-2026-11-01-to-2026-11-27.csv');
  });

  it('names one day once', () => {
    expect(csvFileName('Takings by payment method', { from: '2026-11-27', to: '2026-11-27' })).toBe('yaad-parts-takings-by-payment-method-2026-11-27.csv');
  });
});
