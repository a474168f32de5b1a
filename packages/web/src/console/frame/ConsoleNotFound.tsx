import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { PageHeading } from '@/shared/ui/PageHeading';

/** A console address that leads nowhere. */
export function ConsoleNotFound() {
  return (
    <div className="not-found">
      <PageHeading title={text.notFound.title} />
      <p>{text.notFound.body}</p>
      <Link className="btn btn-primary" to={paths.admin()}>
        {consoleText.nav.backToConsole}
      </Link>
    </div>
  );
}
