/**
 * Whether a group name holds a word not fit to show other customers (spec 3 §5: the server's
 * `contains_profanity`). Names are compared as people disguise words: any case, digits and
 * symbols read as the letters they stand for, and letters spaced or dotted apart.
 */
const BLOCKED = [
  'arse',
  'bastard',
  'bitch',
  'bollocks',
  'bugger',
  'cock',
  'crap',
  'cunt',
  'dick',
  'fuck',
  'piss',
  'prick',
  'shit',
  'slut',
  'twat',
  'wank',
  'whore',
];

const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The name's letters run together, lookalikes read as letters. */
const letters = (name: string) =>
  [...name.toLowerCase()]
    .map((ch) => LOOKALIKES[ch] ?? ch)
    .join('')
    .replace(/[^a-z]/g, '');

/** A blocked word with the endings English gives it. */
const ENDINGS = ['', 's', 'es', 'er', 'ers', 'ing', 'ed', 'y', 'head', 'heads'];
const FORMS = new Set(BLOCKED.flatMap((word) => ENDINGS.map((ending) => word + ending)));

/**
 * Whole words only, so "Scunthorpe" and "Cocktail Club" pass; "F.U.C.K" is one word read as
 * letters, and "f u c k" is caught as the name's letters run together.
 */
export function containsProfanity(name: string): boolean {
  return (
    name
      .split(/\s+/)
      .map(letters)
      .some((word) => FORMS.has(word)) || FORMS.has(letters(name))
  );
}
