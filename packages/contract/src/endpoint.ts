import type { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { ApiPath } from './paths.js';

/**
 * Who may make a call (the server's http/access.ts checks it): 'public' anyone; 'optional' anyone, and a
 * session when sent sets the caller; 'session' any valid session; 'user', 'superuser' the role; 'staff'
 * the role Staff or Superuser (docs/decisions/0049).
 */
export type EndpointAccess = 'public' | 'optional' | 'session' | 'user' | 'superuser' | 'staff';

interface EndpointBase {
  /** Every call of SPEC §7 is a POST with a JSON body. */
  method: 'POST';
  path: ApiPath;
  access: EndpointAccess;
  body: z.ZodType;
  /** The codes this call answers beyond those every call and its access answer. */
  errors: readonly ErrorCode[];
  /**
   * A call the post-login steps need (privacy, messages, the password change): served while a forced
   * password change is pending; every other call with a role answers PASSWORDUPDATE_001 then.
   */
  servesPendingSteps?: true;
  /**
   * Served to a session still waiting for its second factor (the factor's own calls, logout): every other
   * call answers SECONDFACTOR_001 then (docs/decisions/0091).
   */
  servesSecondFactor?: true;
  /**
   * Needs a fresh proof, given within STEP_UP_MINUTES: else SECONDFACTOR_002 (docs/decisions/0092). Every
   * call that adds a way into the account has it (decisions/0130); a session still waiting for its second
   * factor (a Staff set-up at the first login) is at the login's own step and is not asked.
   */
  stepUp?: true;
  /**
   * A staff call over the whole agency that no branch can be cut out of (the audit log, the feeds, the
   * failed deliveries: docs/decisions/0158): a branch's staff answer FORBIDDEN_001, as a client does.
   */
  agencyWide?: true;
  /**
   * Cleans the control characters out of its free text itself and answers its own code when nothing is left
   * (the contact forms: SPEC's FORMCONTATTI_002), so the NUL refusal every other call makes before its
   * schema (VALIDATION_001, docs/decisions/0133) does not take its place.
   */
  cleansItsText?: true;
  /** A larger body than the server's 1 MiB (the agency's import carries its documents). */
  bodyLimit?: number;
}

/** A call answering JSON: `{ status: 'OK', … }` as `reply` says. */
export interface JsonEndpoint extends EndpointBase {
  reply: z.ZodObject<{ status: z.ZodLiteral<'OK'> }>;
}

/** A file row's `file` when each file is sent with its own MIME type (a document: a PDF, an image). */
export const ANY_FILE_TYPE = '*/*';

/** A call answering a file of MIME type `file`, or ANY_FILE_TYPE (its errors are JSON, as every call's). */
export interface FileEndpoint extends EndpointBase {
  file: string;
}

/**
 * What a call taking files (multipart/form-data) accepts: the parts beyond are refused with a code
 * (UPLOAD_001 to UPLOAD_003), never read whole. The form's text fields are checked with the row's `body`.
 */
export interface UploadLimits {
  /** At most this many files, and at least one. */
  maxFiles: number;
  /** Each file at most this many bytes. */
  maxFileBytes: number;
  /** The MIME types taken, as the browser declares them; ANY_FILE_TYPE takes any (the handler checks the bytes). */
  types: readonly string[];
  /**
   * Each file is written to a folder of its own under DATA_DIR as it arrives, never held whole in memory
   * (a feed of hundreds of megabytes); the folder is removed once the call has answered.
   */
  toDisk?: true;
}

/** A call taking files and fields as multipart/form-data, answering JSON. */
export interface UploadEndpoint extends JsonEndpoint {
  upload: UploadLimits;
}

/**
 * One row of the endpoint table (endpoints/): everything a caller and the server must agree on.
 */
export type Endpoint = JsonEndpoint | FileEndpoint | UploadEndpoint;

/** What a call sends, and what it answers when OK. */
export type EndpointBody<E extends Endpoint> = z.input<E['body']>;
export type EndpointReply<E extends JsonEndpoint> = z.output<E['reply']>;
