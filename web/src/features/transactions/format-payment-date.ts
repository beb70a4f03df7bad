import { formatShortDate } from '@/lib/format-short-date';

/** docs/product-rules.md section 2's payment date, e.g. `Aug 05, 2025`, in the viewer's own time zone. */
export const formatPaymentDate = formatShortDate;
