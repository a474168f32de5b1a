/**
 * Reading and writing a field of the report's data by its path (`vehicleB.driver.surname`), as the contract's
 * `claimReportMissing` names them. A field emptied is removed, so that a draft holds only what was written.
 */
type Tree = Record<string, unknown>;

export function getIn(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[key];
  }
  return node;
}

const isEmpty = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A copy of `data` with the field at `path` set to `value` (removed when empty): the branches it passes
 * copied. A list keeps its places: an item emptied stays as an empty item.
 */
export function setIn<T extends object>(data: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return data;
  const tree = data as Tree;
  const list = Array.isArray(data);
  const copy: Tree = list ? ([...(data as unknown[])] as unknown as Tree) : { ...tree };
  if (rest.length === 0) {
    if (isEmpty(value) && !list) delete copy[key];
    else copy[key] = value;
    return copy as T;
  }
  const child = tree[key];
  const next = rest[0] ?? '';
  const empty = /^\d+$/.test(next) ? [] : {};
  const branch = setIn(
    child !== null && typeof child === 'object' ? (child as Tree) : empty,
    rest.join('.'),
    value,
  );
  if (Object.keys(branch).length === 0 && !list) delete copy[key];
  else copy[key] = branch;
  return copy as T;
}
