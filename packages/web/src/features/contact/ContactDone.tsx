import { useEffect, useRef } from 'react';
import { text } from '@/shared/messages';
import { requestsText } from '@/shared/messages/requests';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';

const t = text.contact;

/**
 * The confirmation that replaces a sent form: focused, it promises the answer (SPEC §1, §9) and gives the
 * request's number at once (docs/decisions/0143); a client follows it in "Le tue richieste".
 */
export function ContactDone({
  message,
  numero,
  onAnother,
  homeLink = false,
}: {
  message: string;
  numero: string;
  onAnother: () => void;
  homeLink?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-done" role="status">
      <h2 ref={heading} tabIndex={-1} className="contact-done__title">
        {t.doneTitle}
      </h2>
      <p className="contact-done__number">
        {requestsText.doneNumber}: <strong>{numero}</strong>
      </p>
      <p>{message}</p>
      <p className="d-flex flex-wrap gap-3">
        {homeLink ? (
          <Link className="btn btn-primary" to={paths.request(numero)}>
            {requestsText.doneFollow}
          </Link>
        ) : null}
        <button type="button" className="btn btn-outline-primary" onClick={onAnother}>
          {t.another}
        </button>
        {homeLink ? (
          <Link className="btn btn-link" to={paths.home()}>
            {text.backHome}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
