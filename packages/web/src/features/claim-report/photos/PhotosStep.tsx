import {
  CLAIM_REPORT_MAX_FILES,
  type ClaimReportFile,
  ClaimReportPath,
  claimReportFilesReply,
  deleteClaimReportFileReply,
} from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { errorCodeOf } from '@/shared/api';
import { api } from '@/shared/backend';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimReportFileErrorMessage } from '@/shared/messages/claim-report-files';
import { Alert } from '@/shared/ui/Alert';
import { DraftSelect, useDraft } from '../wizard/fields';
import { uploadClaimFile } from './upload';

const t = claimReportText.photos;
/**
 * What the file picker offers: any image (the server decodes it and takes JPEG, PNG, WebP and HEIC), with
 * .heic and .heif named too, since a computer that knows no image type for them (Windows without Apple's
 * extension) would hide an iPhone's photo copied to it; and PDF documents. The camera's input keeps
 * `image/*` alone, so that iOS hands a JPEG of what it takes, as it always did.
 */
const FILE_ACCEPT = 'image/*,.heic,.heif,application/pdf';
export const filesKey = (reportId: string) => ['claimReports', 'files', reportId] as const;

/** A photo's thumbnail, fetched with the session (an <img> cannot send it) and shown from memory. */
export function Thumbnail({ file }: { file: ClaimReportFile }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    api
      .callForFile(ClaimReportPath.getClaimReportFile, { fileId: file.fileId, thumbnail: true }, '*/*')
      .then((response) => response.blob())
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {});
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.fileId]);
  return url ? <img className="claim-file__thumb" src={url} alt={t.thumbnail(file.name)} /> : null;
}

/**
 * Photos and documents of the report (issue 22 §4): taken with the phone's camera (`capture`) or chosen from
 * the files, sent in chunks that resume after a drop (./upload), checked and re-encoded by the server; each
 * listed with its thumbnail and a way to delete it. For a theft, the client says which file is the police report.
 */
export function PhotosStep({ reportId }: { reportId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { data } = useDraft();
  const files = useQuery({
    queryKey: filesKey(reportId),
    queryFn: ({ signal }) =>
      api.call(ClaimReportPath.getClaimReportFiles, { reportId }, claimReportFilesReply, { signal }),
  });
  const [progress, setProgress] = useState<string | null>(null);
  const [keepPosition, setKeepPosition] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const list = files.data?.files ?? [];
  const full = files.data ? files.data.remaining === 0 : false;

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const failed: string[] = [];
    for (const file of chosen) {
      try {
        await uploadClaimFile(
          reportId,
          file,
          (sent, total) =>
            setProgress(t.uploading(file.name, total ? Math.round((sent / total) * 100) : 100)),
          keepPosition,
        );
      } catch (error) {
        failed.push(t.failed(file.name, claimReportFileErrorMessage(errorCodeOf(error)) ?? t.genericFailure));
      }
      await queryClient.invalidateQueries({ queryKey: filesKey(reportId) });
    }
    setProgress(null);
    setProblems(failed);
  };

  const remove = async (fileId: string) => {
    try {
      await api.call(ClaimReportPath.deleteClaimReportFile, { fileId }, deleteClaimReportFileReply);
    } catch (error) {
      setProblems([claimReportFileErrorMessage(errorCodeOf(error)) ?? t.genericFailure]);
    }
    await queryClient.invalidateQueries({ queryKey: filesKey(reportId) });
  };

  const documents = list.map((file) => [file.fileId, file.name] as const);
  return (
    <>
      <p>{t.intro(CLAIM_REPORT_MAX_FILES)}</p>
      <div className="form-check">
        <input
          id={`${id}-keep`}
          type="checkbox"
          checked={keepPosition}
          onChange={(event) => setKeepPosition(event.target.checked)}
        />
        <label htmlFor={`${id}-keep`}>{t.keepPosition}</label>
      </div>
      <div className="claim-files__pick">
        <label htmlFor={`${id}-camera`} className={`btn btn-primary${full ? ' disabled' : ''}`}>
          {t.camera}
        </label>
        <input
          id={`${id}-camera`}
          className="visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={full || progress !== null}
          onChange={send}
        />
        <label htmlFor={`${id}-files`} className={`btn btn-outline-primary${full ? ' disabled' : ''}`}>
          {t.files}
        </label>
        <input
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          accept={FILE_ACCEPT}
          multiple
          disabled={full || progress !== null}
          onChange={send}
        />
      </div>
      <p aria-live="polite" className="claim-files__progress">
        {progress ?? ''}
      </p>
      {problems.length > 0 ? (
        <Alert tone="danger" live="alert" onDismiss={() => setProblems([])}>
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <h3 className="h5 mt-3">{t.list}</h3>
      {list.length === 0 ? <p>{t.none}</p> : null}
      <ul className="claim-files">
        {list.map((file) => (
          <li key={file.fileId} className="claim-file">
            {file.kind === 'photo' ? <Thumbnail file={file} /> : null}
            <span className="claim-file__name">
              {file.name}{' '}
              <span className="claim-file__kind">({file.kind === 'photo' ? t.photo : t.document})</span>
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={t.removeLabel(file.name)}
              onClick={() => remove(file.fileId)}
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
      {data.kind === 'damage' && data.coverage === 'theft' ? (
        <DraftSelect path="policeReportFileId" label={t.policeReport} options={documents} required />
      ) : null}
    </>
  );
}
