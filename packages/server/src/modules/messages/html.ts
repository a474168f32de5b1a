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
  return cleaned(html, MESSAGE_OPTIONS);
}

function cleaned(html: string, options: sanitizeHtml.IOptions): string {
  const clean = sanitizeHtml(html, options).trim();
  return sanitizeHtml(clean, TEXT_ONLY).trim() === '' ? '' : clean;
}

const ALLOWED_TAGS: ReadonlySet<string> = new Set(MESSAGE_HTML.tags);
/** What a link may carry as written (target and rel are set by the sanitizer whatever they were). */
const LINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'target', 'rel']);

/** The cleaned HTML, and what cleaning it took out: so that the agency sees it before it publishes. */
export interface MessageHtmlPreview {
  html: string;
  strippedTags: string[];
  strippedAttributes: string[];
  strippedLinks: number;
}

/**
 * The message's HTML cleaned exactly as sanitizeMessageHtml cleans it, with the names of the tags and
 * attributes it took out and how many links lost their href (the sanitizer meets every tag as written).
 */
export function previewMessageHtml(html: string): MessageHtmlPreview {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  let strippedLinks = 0;
  const clean = cleaned(html, {
    ...MESSAGE_OPTIONS,
    onOpenTag: (name, attribs) => {
      if (!ALLOWED_TAGS.has(name)) tags.add(name);
      for (const attribute of Object.keys(attribs)) {
        if (name !== 'a' || !LINK_ATTRIBUTES.has(attribute)) attributes.add(attribute);
      }
      if (name === 'a' && attribs.href !== undefined && !isMessageLink(attribs.href)) strippedLinks += 1;
    },
  });
  return { html: clean, strippedTags: [...tags], strippedAttributes: [...attributes], strippedLinks };
}
