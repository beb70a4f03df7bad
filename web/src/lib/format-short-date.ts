const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});

/** docs/product-rules.md section 2's date, e.g. `Aug 05, 2025`, in the viewer's own time zone. */
export const formatShortDate = (isoDate: string) => shortDate.format(new Date(isoDate));
