import { isLocked } from '@/shared/api';

/** What a tab of the policy has to show, from the state of its call. */
export type Section<T> =
  | { state: 'pending' }
  | { state: 'locked' }
  | { state: 'error' }
  | { state: 'empty' }
  | { state: 'data'; data: T };

interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data?: T;
  error: unknown;
}

export function toSection<T>(query: QueryLike<T>, hasData: (data: T) => boolean): Section<T> {
  if (query.status === 'pending') return { state: 'pending' };
  if (query.status === 'error') return { state: isLocked(query.error) ? 'locked' : 'error' };
  const data = query.data as T;
  return hasData(data) ? { state: 'data', data } : { state: 'empty' };
}
