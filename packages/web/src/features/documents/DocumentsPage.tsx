import { useDocumenti } from '@/shared/entities/documents/api';
import { DocumentsTable } from '@/shared/entities/documents/DocumentsTable';
import { text } from '@/shared/messages';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';

export function DocumentsPage() {
  const documents = useDocumenti();
  return (
    <>
      <PageHeading title={text.documents.title} />
      {documents.isError ? <QueryError /> : null}
      {documents.data?.documenti.length === 0 ? <p>{text.documents.empty}</p> : null}
      {documents.data && documents.data.documenti.length > 0 ? (
        <DocumentsTable caption={text.documents.title} documents={documents.data.documenti} showPolicy />
      ) : null}
    </>
  );
}
