/**
 * How deep a JSON value nests, counted without recursion: a hostile body nested thousands of
 * levels deep must be refused, not overflow the stack of whatever walks it next (the case
 * conversion, the schema check).
 */
export const MAX_JSON_DEPTH = 64;

export function nestsDeeperThan(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(node)) stack.push([inner, depth + 1]);
  }
  return false;
}
