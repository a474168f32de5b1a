/** Replaces the figures between `<!-- bench:NAME begin -->` and `<!-- bench:NAME end -->` of docs/performance.md. */
export function writePerformanceSection(name: string, text: string): void;
