/**
 * The one allow-list for goal-update HTML: formatting, lists, headings, code, quotes and links
 * with safe schemes. The server sanitises to it before storing (sanitize-html) and the web again
 * before rendering (DOMPurify); `b` and `i` become `strong` and `em`.
 */
export const UPDATE_HTML_TAGS = [
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
] as const;
export const UPDATE_HTML_TAG_ALIASES = { b: 'strong', i: 'em' } as const;
export const UPDATE_HTML_LINK_ATTRIBUTES = ['href', 'rel', 'target'] as const;
export const UPDATE_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;
/** Every link opens in a new tab, without opener or referrer, and is nofollow. */
export const UPDATE_HTML_LINK_REL = 'noopener noreferrer nofollow';
