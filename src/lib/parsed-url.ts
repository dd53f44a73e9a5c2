/**
 * An absolute address parsed, or undefined: what `URL.canParse` answers, which Safari has only
 * from 17 (the oldest supported is 16.4, see package.json's browserslist).
 */
export function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
