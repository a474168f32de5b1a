import { isMessageLink, MESSAGE_HTML } from '@area-clienti/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The agency's HTML as a message may hold it (the contract's MESSAGE_HTML): other tags go, keeping their
 * text, and scripts and styles go with their content; a link keeps only an href that MESSAGE_LINK allows,
 * and opens in a new window that cannot reach back to the area. The web app cleans it again on display.
 */
const MESSAGE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MESSAGE_HTML.tags],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...MESSAGE_HTML.linkSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href && isMessageLink(attribs.href) ? { href: attribs.href } : {}),
        target: MESSAGE_HTML.linkTarget,
        rel: MESSAGE_HTML.linkRel,
      },
    }),
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The message's HTML, cleaned; '' when nothing readable is left of it. */
export function sanitizeMessageHtml(html: string): string {
  const clean = sanitizeHtml(html, MESSAGE_OPTIONS).trim();
  return sanitizeHtml(clean, TEXT_ONLY).trim() === '' ? '' : clean;
}
