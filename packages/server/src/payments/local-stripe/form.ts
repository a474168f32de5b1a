/**
 * Stripe's v1 API takes its parameters form-encoded, nested with brackets as its SDKs write them
 * (`line_items[0][price_data][unit_amount]=1250`). This reads them back into objects; an index is a key
 * like any other (`line_items['0']`), read in order by `listOf`.
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const SEGMENTS = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/** The form's fields as nested objects; a key that is not bracket notation, or names a prototype, is an error. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = Object.create(null);
  for (const [key, value] of new URLSearchParams(body)) {
    const match = SEGMENTS.exec(key);
    if (!match) throw new FormError(key);
    const path = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    if (path.some((segment) => segment === '' || segment === '__proto__' || segment === 'constructor')) {
      throw new FormError(key);
    }
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (next === undefined) {
        const created: FormObject = Object.create(null);
        node[segment] = created;
        node = created;
      } else if (typeof next === 'string') {
        throw new FormError(key);
      } else {
        node = next;
      }
    }
    node[path[path.length - 1] as string] = value;
  }
  return root;
}

/** A parameter Stripe would refuse as malformed. */
export class FormError extends Error {
  constructor(readonly param: string) {
    super(`Invalid parameter: ${param}`);
  }
}

/** The items of a list parameter (`line_items[0]`, `line_items[1]`, …), in index order. */
export function listOf(value: FormValue | undefined): FormObject[] {
  if (value === undefined || typeof value === 'string') return [];
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key])
    .filter((item): item is FormObject => typeof item === 'object');
}

export const textOf = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);

/** A string map parameter (`metadata[paymentId]=7`). */
export function mapOf(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
