/** What every widget on a page shares: its announcements (page-events.ts) and sliced runs (time-slice.ts). */
export * from './page-events.ts';
export * from './time-slice.ts';
