import { useEffect, useRef } from 'react';
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
  value,
  onChange,
}: {
  id: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useRef<HTMLDivElement>(null);
  const range = useRef<Range | null>(null);

  // The page may set the text (a new message, the HTML mode): only then is the editor's content replaced,
  // cleaned as the client page cleans it, so that no handler of pasted HTML runs in the console.
  useEffect(() => {
    if (editor.current && editor.current.innerHTML !== value) {
      editor.current.innerHTML = sanitizeMessageHtml(value);
    }
  }, [value]);

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
