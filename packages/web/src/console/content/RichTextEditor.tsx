import { useLayoutEffect, useRef } from 'react';
import { consoleText } from '@/shared/messages/console';
import { sanitizeMessageHtml } from '@/shared/ui/login-message/messageHtml';

const t = consoleText.messages;

/**
 * The toolbar's commands: only what the sanitizer keeps (the contract's MESSAGE_HTML: b, i, h2, h3, p, ul,
 * ol, li, a), so that what the agency writes here is what the client reads.
 */
const COMMANDS = [
  { label: t.bold, command: 'bold' },
  { label: t.italic, command: 'italic' },
  { label: t.heading, command: 'formatBlock', value: 'h2' },
  { label: t.subheading, command: 'formatBlock', value: 'h3' },
  { label: t.paragraph, command: 'formatBlock', value: 'p' },
  { label: t.bullets, command: 'insertUnorderedList' },
  { label: t.numbers, command: 'insertOrderedList' },
  { label: t.link, command: 'createLink' },
] as const;

/**
 * A contenteditable with a small toolbar, through the browser's own editing commands (no library: the
 * console's page stays light). The toolbar's buttons take the focus, so the editor keeps its last selection
 * and gives it back before each command.
 */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  initial,
  onChange,
}: {
  id: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  initial: string;
  onChange: (html: string) => void;
}) {
  const editor = useRef<HTMLDivElement>(null);
  const range = useRef<Range | null>(null);

  // The text it starts with, cleaned as the client page cleans it (no handler of pasted HTML runs here).
  // Uncontrolled afterwards: the page remounts the editor (its key) to give it another text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial text only, by design
  useLayoutEffect(() => {
    if (!editor.current) return;
    const clean = sanitizeMessageHtml(initial);
    editor.current.innerHTML = clean;
    // What is saved is what the editor shows.
    if (clean !== initial) onChange(clean);
  }, []);

  const keepSelection = () => {
    const selection = document.getSelection();
    const node = editor.current;
    if (node && selection && selection.rangeCount > 0 && node.contains(selection.anchorNode)) {
      range.current = selection.getRangeAt(0).cloneRange();
    }
  };

  const run = (command: string, argument?: string) => {
    const node = editor.current;
    if (!node) return;
    node.focus();
    const selection = document.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    const href = command === 'createLink' ? window.prompt(t.linkPrompt)?.trim() : argument;
    if (command === 'createLink' && !href) return;
    // Enter makes a paragraph, not a div the sanitizer would take out.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, href);
    keepSelection();
    onChange(node.innerHTML);
  };

  return (
    <div className="console-editor">
      <div className="console-editor__toolbar" role="toolbar" aria-label={t.toolbar}>
        {COMMANDS.map((item) => (
          <button
            key={item.label}
            type="button"
            className="btn btn-outline-primary btn-xs"
            // A click would move the selection away from the text before the command runs.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(item.command, 'value' in item ? item.value : undefined)}
            // From the keyboard the command runs on the key's press, taken whole: once the focus is back in
            // the text, the rest of an Enter would add a line there.
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              run(item.command, 'value' in item ? item.value : undefined);
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich text needs contenteditable; a textarea holds plain text only */}
      <div
        id={id}
        ref={editor}
        className={`console-editor__area form-control${invalid ? ' is-invalid' : ''}`}
        contentEditable
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={(event) => {
          keepSelection();
          onChange(event.currentTarget.innerHTML);
        }}
        onKeyUp={keepSelection}
        onMouseUp={keepSelection}
      />
    </div>
  );
}
