import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { PageHeading } from './PageHeading';

/** The not-found content: the not-found page's, also shown in place of a missing policy or claim. */
export function NotFoundContent() {
  return (
    <div className="not-found">
      <PageHeading title={text.notFound.title} />
      <p>{text.notFound.body}</p>
      <Link className="btn btn-primary" to={paths.home()}>
        {text.notFound.link}
      </Link>
    </div>
  );
}
