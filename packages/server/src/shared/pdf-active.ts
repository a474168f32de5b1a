/**
 * What makes a PDF active, in one place for the check's two readers: pdf-lib's walk (pdf-inspect.ts),
 * which refuses with these words, and the fast path (pdf-scan.ts), which leaves any PDF naming one of
 * them to that walk (docs/decisions/0129).
 */

/** Keys that make a PDF active, and the words a refusal says them with (pdf-inspect.ts refuses them). */
export const ACTIVE_KEY_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['EmbeddedFiles', 'an embedded file'],
  ['EmbeddedFile', 'an embedded file'],
  ['RichMedia', 'rich media'],
  ['XFA', 'an XFA form'],
];
/** Actions (`/S`) that run something or send data: script, program launch, import, submission. */
export const ACTIVE_ACTION_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['JavaScript', 'JavaScript'],
  ['Launch', 'a launch action'],
  ['ImportData', 'a data import action'],
  ['RichMediaExecute', 'rich media'],
  ['SubmitForm', 'a form submission'],
];
