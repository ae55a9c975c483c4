/**
 * The event description is rich text (HTML, sanitised by the server on write, docs/security.md "User HTML"). The
 * organiser writes it as plain text with a few marks, and it is turned into HTML here:
 * - a line is a paragraph, `# 标题` a heading, consecutive `- 项目` lines a list,
 * - `**文字**` bold, `![图片](地址)` on its own line an image.
 * Text is escaped, so what the organiser types is never taken as markup.
 */

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const IMAGE_LINE = /^!\[([^\]]*)\]\((\S+)\)$/;

const inline = (s: string): string => escapeHtml(s).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/** The marked-up text as HTML ('' for blank text). */
export const textToHtml = (text: string): string => {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.map((l) => `<li>${l}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      list.push(inline(line.slice(2).trim()));
      continue;
    }
    flush();
    if (!line) continue;
    const img = IMAGE_LINE.exec(line);
    if (img) out.push(`<p><img src="${escapeHtml(img[2]!)}" alt="${escapeHtml(img[1] || '活动图片')}"></p>`);
    else if (line.startsWith('# ')) out.push(`<h3>${inline(line.slice(2).trim())}</h3>`);
    else out.push(`<p>${inline(line)}</p>`);
  }
  flush();
  return out.join('');
};

const inlineText = (node: Node): string => {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s*\n\s*/g, ' ');
  if (!(node instanceof Element)) return '';
  const tag = node.tagName.toLowerCase();
  if (tag === 'br') return '\n';
  if (tag === 'img') return '';
  const inner = Array.from(node.childNodes).map(inlineText).join('');
  return (tag === 'strong' || tag === 'b') && inner.trim() ? `**${inner}**` : inner;
};

const blockLines = (node: Node): string[] => {
  if (node.nodeType === Node.TEXT_NODE) {
    const t = (node.textContent ?? '').trim();
    return t ? t.split(/\r?\n/).map((l) => l.trim()) : [];
  }
  if (!(node instanceof Element)) return [];
  const tag = node.tagName.toLowerCase();
  const images = Array.from(node.querySelectorAll('img')).map(
    (i) => `![${i.getAttribute('alt') ?? '图片'}](${i.getAttribute('src') ?? ''})`,
  );
  if (tag === 'img') return [`![${node.getAttribute('alt') ?? '图片'}](${node.getAttribute('src') ?? ''})`];
  if (/^h[1-6]$/.test(tag)) return [`# ${inlineText(node).trim()}`, ...images];
  if (tag === 'ul' || tag === 'ol') {
    return Array.from(node.children).flatMap((li) => [`- ${inlineText(li).trim()}`]);
  }
  const text = inlineText(node)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return [...text, ...images];
};

/** Stored HTML back to the marked-up text (the marks above; anything else keeps its text). */
export const htmlToText = (html: string): string => {
  if (!html.trim()) return '';
  if (!/<[a-z][^>]*>/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).flatMap(blockLines).join('\n');
};
