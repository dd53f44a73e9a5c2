/**
 * A giveaway drawn from a committed seed (issue 62, point 3), written once for the server that
 * draws and the browser that checks: before a giveaway closes its page shows the SHA-256 of a
 * random seed; after the draw it shows the seed and the entries, and anyone can run this again
 * and get the same winners. The server cannot pick another seed once the hash is out, and the
 * winners follow from the seed alone.
 *
 * The method, as the check page states it: the entries are the members who entered on the site,
 * by member number, each with their entries, then the wider membership's block, one entry each.
 * For prize r, the SHA-256 of `seed:r:0` (then `:1`, … while the number is out of range) gives a
 * number from its first six bytes; that number modulo the entries left picks one entry, counted
 * along the list. Its member wins and leaves the draw with all their entries, so no member wins
 * twice.
 */

/** A member who entered on the site, and how many entries they held. */
export interface ListedEntrant {
  member: number;
  entries: number;
}

/** Every entry in a giveaway's draw. */
export interface DrawPool {
  /** By member number, ascending. */
  listed: ListedEntrant[];
  /** The wider membership's entrants: `count` members numbered from `first`, one entry each. */
  wider: { first: number; count: number };
}

/** SHA-256 of a text's UTF-8 bytes: node:crypto's on the server, Web Crypto's in the browser. */
export type Sha256 = (text: string) => Promise<Uint8Array>;

/** How many random bytes a seed holds; it is written as their hexadecimal. */
export const SEED_BYTES = 32;

/** Six bytes: exact in a JavaScript number, and far more than any draw's entries. */
const RANGE = 2 ** 48;

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export const entryTotal = (pool: DrawPool) =>
  pool.listed.reduce((sum, entrant) => sum + entrant.entries, 0) + pool.wider.count;

/** A number below `total` for prize `rank`, the same every time for the same seed. */
async function pick(seed: string, rank: number, total: number, sha256: Sha256): Promise<number> {
  // Numbers at or past the last whole multiple of `total` would favour the first entries.
  const limit = RANGE - (RANGE % total);
  for (let attempt = 0; ; attempt += 1) {
    const digest = await sha256(`${seed}:${rank}:${attempt}`);
    const value = digest.slice(0, 6).reduce((sum, byte) => sum * 256 + byte, 0);
    if (value < limit) return value % total;
  }
}

/** The winning members, by rank: up to `prizes` of them, fewer when the entrants run out. */
export async function drawMembers(
  seed: string,
  pool: DrawPool,
  prizes: number,
  sha256: Sha256,
): Promise<number[]> {
  const listed = [...pool.listed];
  // Places in the wider block already drawn, ascending.
  const drawnPlaces: number[] = [];
  const winners: number[] = [];
  for (let rank = 1; rank <= prizes; rank += 1) {
    const listedEntries = listed.reduce((sum, entrant) => sum + entrant.entries, 0);
    const total = listedEntries + pool.wider.count - drawnPlaces.length;
    if (total === 0) break;
    let entry = await pick(seed, rank, total, sha256);
    const index = listed.findIndex((entrant) => {
      if (entry < entrant.entries) return true;
      entry -= entrant.entries;
      return false;
    });
    const entrant = listed[index];
    if (entrant) {
      listed.splice(index, 1);
      winners.push(entrant.member);
      continue;
    }
    // The entry-th of the block's members not drawn yet.
    let place = entry;
    for (const drawn of drawnPlaces) if (drawn <= place) place += 1;
    drawnPlaces.push(place);
    drawnPlaces.sort((a, b) => a - b);
    winners.push(pool.wider.first + place);
  }
  return winners;
}
