// Lines of plain text for the chart images (PNG and SVG), which draw their own text.

/** Text broken at spaces into lines of at most `width` characters (a longer word keeps its own line). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
