import sanitizeHtml from 'sanitize-html';
import { isImageUrl } from '@kc/shared';

/** An image in rich text: the one image URL rule (isImageUrl), and of our paths only our uploads. */
const isImgSrc = (src: string) => isImageUrl(src) && (/^https?:\/\//i.test(src) || /^\/uploads\/[\w./-]+$/.test(src));
/** A link: http(s) with a host and no credentials (`https://bank.example@evil.example` reads as the first host). */
const HREF = /^https?:\/\/[^\s/?#@\\]+([/?#][^\s]*)?$/i;

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];
const STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    div: ['style'],
    p: ['style'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { '*': STYLES },
  // these lose their content as well as the tag (a script's text is not shown as text)
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const safe: sanitizeHtml.Attributes = HREF.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : {};
      return { tagName, attribs: safe };
    },
  },
  // an image whose source is not an http(s) address or an upload is dropped whole
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImgSrc((frame.attribs.src ?? '').trim()),
};

/**
 * The one sanitiser of user rich text (documents, rich-text descriptions): what the web may render as HTML. Run it
 * on write, so what is stored is what may be shown. Allowed: paragraphs, line breaks, bold/italic/underline/strike,
 * lists, h1–h4, quotes, links to http(s) (opened with noopener), images from http(s) or /uploads/, and span/div/p
 * with colour, alignment and weight. Everything else (scripts, event handlers, javascript:/data: URLs, SVG, iframes,
 * forms, style sheets) is removed.
 *
 * Plain-text fields (names, rules, descriptions, nicknames, answers) do not go through this: they are stored as
 * given and the web renders them as text, which React escapes (docs/security.md).
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
