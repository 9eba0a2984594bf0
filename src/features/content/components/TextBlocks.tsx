/**
 * A translated text of several blocks, as the static pages keep them in locales/: blocks are
 * separated by a blank line; a block whose every line starts with "- " is a list, any other a
 * paragraph. Rendered as text (never as HTML).
 */
export function TextBlocks({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => {
        const lines = block.split('\n');
        return lines.every((line) => line.startsWith('- ')) ? (
          <ul key={index}>
            {lines.map((line, item) => (
              <li key={item}>{line.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block}</p>
        );
      })}
    </>
  );
}
