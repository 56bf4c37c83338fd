import sanitizeHtml from 'sanitize-html';
import { UPDATE_HTML } from '@grindstone/contract';

/**
 * Goal-update HTML is sanitised to the contract's allow-list before it is stored (the server
 * is the boundary). Links keep only a safe href and open in a new tab without opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...UPDATE_HTML.tags],
  allowedAttributes: { a: [...UPDATE_HTML.linkAttributes] },
  allowedSchemes: [...UPDATE_HTML.schemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped entirely, not kept as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    ...UPDATE_HTML.tagAliases,
    strike: 's',
    del: 's',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
    a: (tagName, attribs) => {
      const out: Record<string, string> = { rel: UPDATE_HTML.linkRel, target: '_blank' };
      if (attribs.href) out.href = attribs.href;
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeUpdateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the sanitised HTML carries no visible text (e.g. '<p></p>', '<br>', '&nbsp;'). */
export function isBlankHtml(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return text.length === 0;
}
