import type { FileEndpoint, JsonEndpoint } from '../endpoint.js';
import {
  calendarFeedReply,
  calendarRequest,
  createCalendarFeedReply,
  inEvidenzaReply,
  inEvidenzaRequest,
  revokeCalendarFeedReply,
} from '../glance.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../glance.ts. */

export const getInEvidenza = {
  method: 'POST',
  path: ApiPath.getInEvidenza,
  access: 'user',
  body: inEvidenzaRequest,
  reply: inEvidenzaReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const getCalendarFile = {
  method: 'POST',
  path: ApiPath.getCalendarFile,
  access: 'user',
  body: calendarRequest,
  file: 'text/calendar',
  errors: [],
} as const satisfies FileEndpoint;

export const getCalendarFeed = {
  method: 'POST',
  path: ApiPath.getCalendarFeed,
  access: 'user',
  body: calendarRequest,
  reply: calendarFeedReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const createCalendarFeed = {
  method: 'POST',
  path: ApiPath.createCalendarFeed,
  access: 'user',
  body: calendarRequest,
  reply: createCalendarFeedReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const revokeCalendarFeed = {
  method: 'POST',
  path: ApiPath.revokeCalendarFeed,
  access: 'user',
  body: calendarRequest,
  reply: revokeCalendarFeedReply,
  errors: [],
} as const satisfies JsonEndpoint;
