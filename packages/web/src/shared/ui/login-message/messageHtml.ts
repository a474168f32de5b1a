import { isMessageLink, MESSAGE_HTML } from '@area-clienti/contract';
import DOMPurify from 'dompurify';

/** An instance of our own, so that its hook shapes no other sanitizing. */
const purifier = DOMPurify(window);
// The server's rule for links (the contract's MESSAGE_LINK), and every link in a window of its own.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !isMessageLink(href)) node.removeAttribute('href');
  node.setAttribute('target', MESSAGE_HTML.linkTarget);
  node.setAttribute('rel', MESSAGE_HTML.linkRel);
});

/**
 * The agency's HTML, sanitized again before it is rendered: only the tags the server keeps (the contract's
 * MESSAGE_HTML), whatever the stored text holds (docs/decisions/0047).
 */
export function sanitizeMessageHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...MESSAGE_HTML.tags],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
  });
}
