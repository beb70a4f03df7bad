/** How a feed lays a video out: the thumbnail above its title, or beside it. */
export type FeedLayout = 'stacked' | 'beside';

export interface FeedSlot {
  id: 'home' | 'search' | 'sidebar';
  label: string;
  width: number;
  height: number;
  layout: FeedLayout;
}

/** The sizes YouTube's desktop pages draw a thumbnail at, in CSS pixels. */
export const FEED_SLOTS: readonly FeedSlot[] = [
  { id: 'home', label: 'Home feed', width: 360, height: 202, layout: 'stacked' },
  { id: 'search', label: 'Search results', width: 246, height: 138, layout: 'beside' },
  { id: 'sidebar', label: 'Up next', width: 168, height: 94, layout: 'beside' },
];

export type FeedTheme = 'dark' | 'light';

/** YouTube's own page colours, so the thumbnail is judged against what really surrounds it. */
export const FEED_COLOURS: Record<FeedTheme, { page: string; title: string; meta: string }> = {
  dark: { page: '#0f0f0f', title: '#f1f1f1', meta: '#aaaaaa' },
  light: { page: '#ffffff', title: '#0f0f0f', meta: '#606060' },
};
