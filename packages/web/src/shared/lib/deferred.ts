import { config } from 'zod';

/**
 * zod compiles its object parsers with `new Function` when it may; the app's Content-Security-Policy allows
 * no eval, so zod's probe for it was refused and logged as a CSP violation on every logged-in page (Chrome's
 * Issues panel, Lighthouse's best practices). Set here, where every contract schema of the web is made, before
 * the first is: zod then parses without compiling, as it did after the refusal anyway.
 */
config({ jitless: true });

/**
 * A value built the first time anything reads it: what the contract's top-level schemas become in the web
 * app (contract-schemas.plugin.ts, docs/decisions/0121), so that a page builds only the schemas it uses,
 * when it uses them, not all of each module's as it loads.
 *
 * The stand-in forwards every operation to the value, built at the first: a parse, `.shape`, `.extend(…)`,
 * a method called on it (whose `this` is the stand-in, read through to the value), another schema reaching
 * it in its own parse. Property descriptors are reported configurable, as a proxy must for properties its
 * own (empty) target lacks.
 */
export function deferred<T extends object>(build: () => T): T {
  let value: T | undefined;
  const built = (): T => {
    value ??= build();
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
    set: (_, key, newValue) => Reflect.set(built(), key, newValue),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
