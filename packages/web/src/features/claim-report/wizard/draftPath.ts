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

const isEmpty = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/** A copy of `data` with the field at `path` set to `value` (removed when empty): the branches it passes copied. */
export function setIn<T extends object>(data: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return data;
  const tree = data as Tree;
  const copy: Tree = { ...tree };
  if (rest.length === 0) {
    if (isEmpty(value)) delete copy[key];
    else copy[key] = value;
    return copy as T;
  }
  const child = tree[key];
  const branch = setIn(child !== null && typeof child === 'object' ? (child as Tree) : {}, rest.join('.'), value);
  if (Object.keys(branch).length === 0) delete copy[key];
  else copy[key] = branch;
  return copy as T;
}
