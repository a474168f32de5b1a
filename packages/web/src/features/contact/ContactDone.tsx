import { useEffect, useRef } from 'react';
import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';

const t = text.contact;

/** The confirmation that replaces a sent form: focused, and it promises the answer (SPEC §1, §9). */
export function ContactDone({
  message,
  onAnother,
  homeLink = false,
}: {
  message: string;
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
      <p>{message}</p>
      <p className="d-flex flex-wrap gap-3">
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
