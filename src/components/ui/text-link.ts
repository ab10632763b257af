/**
 * Classes of a link in running text or a list: coloured and underlined in both themes, so that a
 * link never passes for plain text (in dark mode the light brand tint did). For links that look
 * like buttons, see `buttonClasses`.
 */
export const textLinkClasses =
  'text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40 dark:hover:decoration-current';
