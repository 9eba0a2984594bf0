/**
 * A message's text as the domain's messageParts cut it: plain text, and the web addresses in it
 * as links that open in a new tab and pass no credit (rel nofollow noopener ugc). Nothing else is
 * interpreted: markup stays text.
 */
import { messageParts } from '../../../../domain/conversations.ts';

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="nofollow noopener ugc noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
