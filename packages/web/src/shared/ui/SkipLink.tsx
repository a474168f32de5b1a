import { text } from '@/shared/messages';

export const MAIN_CONTENT_ID = 'contenuto-principale';

/** The first focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <div className="skiplinks">
      <a
        className="visually-hidden-focusable"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          // Move focus without changing the URL: the router owns the address bar.
          const main = document.getElementById(MAIN_CONTENT_ID);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
      >
        {text.skipToContent}
      </a>
    </div>
  );
}
