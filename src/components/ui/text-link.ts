/**
 * Classes of a link in running text or a list: coloured and underlined in both themes, so that a
 * link never passes for plain text (in dark mode the light brand tint did). For links that look
 * like buttons, see `buttonClasses`.
 */
export const textLinkClasses =
  'text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40 dark:hover:decoration-current';

/**
 * Classes of a small link after a name in a table cell or a phone card ("History", "Show in
 * Records", "Answers by region"): small type on one line, with a hit area 24 px tall (WCAG 2.5.8,
 * for a finger on a phone). The room is padding that negative margins give back, so the line it sits
 * on, and the card, are no taller; an inline block, so that a line may break before it but not
 * inside it.
 */
export const smallLinkClasses = `inline-block -my-1 py-1 text-xs whitespace-nowrap ${textLinkClasses}`;
