import { useMemo } from 'react';
import { sanitizeMessageHtml } from './messageHtml';

/**
 * A login message's body as the client sees it: the agency's HTML sanitized again with DOMPurify. The
 * console's preview shows it through this very component, so that the agency sees what the client will.
 */
export function LoginMessageBody({ html }: { html: string }) {
  const body = useMemo(() => sanitizeMessageHtml(html), [html]);
  return (
    <div
      className="login-message__body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the agency's HTML, sanitized with DOMPurify (messageHtml.ts)
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
