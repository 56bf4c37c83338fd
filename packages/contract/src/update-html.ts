/**
 * The one allow-list for goal-update HTML: formatting, lists, headings, code, quotes and links
 * with safe schemes. The server sanitises to it before storing (sanitize-html) and the web again
 * before rendering (DOMPurify); `b` and `i` become `strong` and `em`.
 */
export const UPDATE_HTML = {
  tags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'a',
    'hr',
  ],
  tagAliases: { b: 'strong', i: 'em' },
  linkAttributes: ['href', 'rel', 'target'],
  schemes: ['http', 'https', 'mailto'],
  /** Every link opens in a new tab, without opener or referrer, and is nofollow. */
  linkRel: 'noopener noreferrer nofollow',
} as const;
