import sanitizeHtml from 'sanitize-html';

const escape = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Plain text → HTML: each non-empty line a paragraph, every character escaped (nothing of it is markup). */
export const textToHtml = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) => `<p>${escape(l)}</p>`)
    .join('');

/** Sanitised HTML → plain text for the readers that show text: blocks and line breaks become new lines. */
export const htmlToText = (html: string): string =>
  sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
