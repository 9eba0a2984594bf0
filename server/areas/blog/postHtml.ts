/**
 * What a post's body may hold when the server answers it (contract NewsPost.body: "HTML,
 * sanitized by the server (safe to render)"): paragraphs, subheadings, lists, quotes, emphasis
 * and links to web or mail addresses, nothing else. sanitize-html drops every other element and
 * attribute (scripts, styles, event handlers, frames, images, `javascript:` links) whatever put
 * them in the table, so the browser can render the body as HTML. Links open without giving the
 * other site a handle on the page.
 */
import sanitizeHtml from 'sanitize-html';

const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'b', 'i', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function postHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML);
}
