/**
 * Text that goes into a mail header (subject, display names): one line, no control characters. CR and LF
 * are what header injection needs; the others (NUL, tabs, the Unicode line and paragraph separators, NEL)
 * have no business in a header either. Each run becomes one space; the result is trimmed and cut to `max`.
 */
export function headerText(value: string, max = 200): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      .trim()
  );
}

/**
 * Free text for the body of a message (a client's request): line breaks kept as \n, every other control
 * character dropped (tabs become spaces), trailing spaces of each line trimmed.
 */
export function bodyText(value: string): string {
  return (
    value
      .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
      .replace(/\t/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
      .replace(/[ \u00a0]+$/gm, '')
      .trim()
  );
}
