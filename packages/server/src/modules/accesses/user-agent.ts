/**
 * The browser and the system a User-Agent names, as a person calls them ('Chrome', 'Windows'), for the
 * accesses the client reads; null when it names none we know. Not a full parser (no dependency for it): the
 * browsers and systems of Italian clients, checked most specific first, since every browser's string also
 * names the ones it descends from (Edge says Chrome and Safari, Chrome on an iPhone says Safari and Mac OS X).
 */

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b|\bOPT\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//],
  ['Internet Explorer', /\bMSIE |\bTrident\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

const firstMatch = (userAgent: string, candidates: [string, RegExp][]) =>
  candidates.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;

export interface Device {
  browser: string | null;
  sistema: string | null;
}

export function describeUserAgent(userAgent: string | null | undefined): Device {
  const text = userAgent ?? '';
  return { browser: firstMatch(text, BROWSERS), sistema: firstMatch(text, SYSTEMS) };
}
