import DOMPurify from 'dompurify';
import { UPDATE_HTML } from '@grindstone/contract';

/**
 * The contract's allow-list, the one the server stores; content is sanitised again here before
 * it is rendered or inserted (`b`/`i` from pasted HTML are allowed; the server turns them into
 * `strong`/`em`).
 */
const CONFIG = {
  ALLOWED_TAGS: [...UPDATE_HTML.tags, ...Object.keys(UPDATE_HTML.tagAliases)],
  ALLOWED_ATTR: [...UPDATE_HTML.linkAttributes],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${UPDATE_HTML.schemes.join('|')}):`, 'i'),
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function ensureLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', UPDATE_HTML.linkRel);
      node.setAttribute('target', '_blank');
    }
  });
}

export function sanitizeUpdateHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, CONFIG) as string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text pasted into the editor: each line becomes a paragraph. */
export function plainTextToParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
