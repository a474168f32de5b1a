import type { ClaimReportFile, StaffClaimReportReply } from '@area-clienti/contract';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { saveBlob } from '@/shared/lib/download';
import { consoleText } from '@/shared/messages/console';
import { staffReportFile } from './api';

const t = consoleText.claimDesk;
const when = (iso: string) => formatDateTime(iso) ?? iso;
const sizeOf = (bytes: number) =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** A photo, fetched with the staff's session (an <img> cannot send it) and shown from memory. */
function Photo({ file }: { file: ClaimReportFile }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    staffReportFile(file.fileId, file.name)
      .then(({ blob }) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.fileId, file.name]);
  return url ? (
    <img
      className="claim-desk__photo"
      src={url}
      alt={t.photo(file.name)}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
    />
  ) : null;
}

/** The photos as images and every file with its download, its size and SHA-256. */
export function ReportFiles({ files }: { files: ClaimReportFile[] }) {
  const [failed, setFailed] = useState(false);
  const download = (file: ClaimReportFile) => {
    setFailed(false);
    staffReportFile(file.fileId, file.name)
      .then(({ blob, name }) => saveBlob(blob, name))
      .catch(() => setFailed(true));
  };
  return (
    <section className="detail-section" aria-labelledby="denuncia-file">
      <h2 id="denuncia-file">{t.files}</h2>
      {files.length === 0 ? <p>{t.noFiles}</p> : null}
      {failed ? <p role="alert">{t.downloadFailed}</p> : null}
      <ul className="list-unstyled claim-desk__files">
        {files.map((file) => (
          <li key={file.fileId} className="mb-3">
            {file.type.startsWith('image/') ? <Photo file={file} /> : null}
            <p className="mb-1">
              {file.name} ({sizeOf(file.size)}
              {file.pages ? `, ${file.pages} pag.` : ''})
            </p>
            <p className="small claim-desk__hash mb-1">SHA-256: {file.sha256}</p>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={t.downloadOf(file.name)}
              onClick={() => download(file)}
            >
              {t.download}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who signed, when and how (the FEA evidence the server keeps), and where driver B stands. */
export function ReportSignatures({
  signatures,
  counterpart,
  kind,
}: {
  signatures: StaffClaimReportReply['signatures'];
  counterpart: StaffClaimReportReply['report']['counterpart'];
  kind: StaffClaimReportReply['report']['kind'];
}) {
  return (
    <section className="detail-section" aria-labelledby="denuncia-firme">
      <h2 id="denuncia-firme">{t.signatures}</h2>
      {signatures.length === 0 ? <p>{t.noSignatures}</p> : null}
      <ul className="list-unstyled">
        {signatures.map((signature) => (
          <li key={`${signature.signer}-${signature.at}`} className="mb-3">
            <h3 className="h6 mb-1">
              {t.signer[signature.signer]}: {signature.name}
              {signature.userCode ? ` (User ID ${signature.userCode})` : ''}
            </h3>
            <dl className="claim-desk__fields mb-0">
              <div>
                <dt>{t.signedAt}</dt>
                <dd>
                  {when(signature.at)}, {t.signedCode(signature.channel, signature.sentTo)}
                </dd>
              </div>
              <div>
                <dt>{t.from}</dt>
                <dd>
                  {signature.ipAddress}
                  {signature.userAgent ? `, ${signature.userAgent}` : ''}
                </dd>
              </div>
              <div>
                <dt>{t.document}</dt>
                <dd className="claim-desk__hash">{signature.sha256}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {kind === 'motor' ? (
        <>
          <h3 className="h6">{t.counterpart}</h3>
          <p>{t.counterpartState[counterpart]}</p>
        </>
      ) : null}
    </section>
  );
}
