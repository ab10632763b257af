/** An order, in the words of `aria-sort`: what the tables' headers, titles and announcements say. */
export const ORDER_WORDS = { asc: 'ascending', desc: 'descending' } as const;
