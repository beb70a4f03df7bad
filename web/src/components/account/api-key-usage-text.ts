import type { ApiKey } from '@thumbforge/contract';
import { formatShortDate } from '@/lib/format-short-date';

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** What a key has done, for its row: when it was last used and its calls by kind. */
export function apiKeyUsageText({ lastUsedAt, calls }: Pick<ApiKey, 'lastUsedAt' | 'calls'>) {
  if (lastUsedAt === null) return 'Never used';
  const kinds = [
    counted(calls.thumbnails, 'thumbnail call', 'thumbnail calls'),
    counted(calls.read, 'read', 'reads'),
    ...(calls.refused > 0 ? [`${calls.refused} refused`] : []),
  ];
  return `Last used ${formatShortDate(lastUsedAt)} · ${kinds.join(' · ')}`;
}
