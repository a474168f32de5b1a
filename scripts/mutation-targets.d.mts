/** A rule module under mutation testing: its vitest project, the files mutated, its unit tests. */
export interface MutationTarget {
  package: 'contract' | 'server' | 'web';
  mutate: string[];
  tests: string[];
}
/** A target's last score at or above the threshold, and the sha256 of each of its files then. */
export interface RecordedScore {
  score: number;
  mutants: number;
  survived: number;
  measured: string;
  files: Record<string, string>;
}
export type MutationRecord = Record<string, RecordedScore>;

export const ROOT: string;
export const RECORD_FILE: string;
export const THRESHOLD: number;
export const TARGETS: Record<string, MutationTarget>;
export function filesOf(name: string): string[];
export function hashesOf(name: string, root?: string): Record<string, string>;
export function readRecord(file?: string): MutationRecord;
export function writeRecord(record: MutationRecord, file?: string): void;
export function changedTargets(record: MutationRecord, root?: string): string[];
